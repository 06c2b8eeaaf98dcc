import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useId } from "react";
import { useApiResult } from "../../lib/admin/use-api-result.ts";
import type { FileContainer } from "../../lib/upload.ts";
import { articleDate } from "../article-card.tsx";
import { CardImageView } from "../card-image.tsx";
import { RichText } from "../rich-text.tsx";
import { AuthorPicture } from "../written-author.tsx";

export interface ArticlePreviewData {
  title: string;
  summary: string;
  content: string | null;
  category: string | null;
  author: { name: string; profile_picture_id: string | null } | null;
  image: FileContainer | null;
  /** The date it shows: its publication date, or now for one never published. */
  date: string;
}

/**
 * The article as its public page lays it out (app/routes/article.tsx), from
 * the form's unsaved values and with the same components: category, title,
 * summary, byline, image and text. Links are left out: nothing here is live.
 */
export function ArticlePreviewDialog({
  open,
  onClose,
  article,
}: {
  open: boolean;
  onClose: () => void;
  article: ArticlePreviewData;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("md"));
  const titleId = useId();
  // The author's picture container, fetched when the preview opens.
  const pictureId = open ? article.author?.profile_picture_id : null;
  const picture = useApiResult<FileContainer>(
    pictureId ? `/files/containers/id/${pictureId}` : null,
  );
  const date = articleDate(article.date);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        Preview
      </DialogTitle>
      <DialogContent dividers>
        <Alert severity="info" sx={{ mb: 3 }}>
          How the article page will look with your current changes, saved or not.
        </Alert>
        <Box component="article" aria-label={`Preview of ${article.title || "the article"}`}>
          <Typography
            variant="overline"
            color="primary"
            sx={{ display: "block", lineHeight: 1.4, fontWeight: 700 }}
          >
            {article.category ?? "Written"}
          </Typography>
          <Typography variant="h1" component="p" sx={{ mt: 1, mb: 2 }}>
            {article.title || "Untitled article"}
          </Typography>
          {article.summary.trim() ? (
            <Typography
              sx={{ fontSize: { xs: "1.15rem", md: "1.3rem" }, mb: 3, maxWidth: 720 }}
              color="text.secondary"
            >
              {article.summary}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 3 }}>
            <AuthorPicture name={article.author?.name ?? "?"} picture={picture} size={44} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {article.author ? `By ${article.author.name}` : "No author chosen"}
              </Typography>
              {date ? (
                <Typography variant="body2" color="text.secondary">
                  {date}
                </Typography>
              ) : null}
            </Box>
          </Stack>
          {article.image ? (
            <Box component="figure" sx={{ m: 0, mb: 3 }}>
              <CardImageView
                image={article.image}
                title={article.title}
                venueType={null}
                sizes="(min-width: 900px) 852px, 100vw"
                eager
              />
              {article.image.caption ? (
                <Typography
                  component="figcaption"
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: 1 }}
                >
                  {article.image.caption}
                </Typography>
              ) : null}
            </Box>
          ) : null}
          {article.content ? (
            // Not yet sanitized by the server, but it is the editor's own
            // output: ProseMirror writes only the nodes its schema has.
            <RichText html={article.content} />
          ) : (
            <Typography color="text.secondary">No text yet.</Typography>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Back to editing
        </Button>
      </DialogActions>
    </Dialog>
  );
}
