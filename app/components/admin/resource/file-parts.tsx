import { Box, Button, Typography } from "@mui/material";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { EditorPartProps } from "../../../lib/admin/resources/parts.ts";
import type { FileContainer } from "../../../lib/upload.ts";
import { ImageCrops } from "../../image-crops.tsx";
import { ImagePicker } from "../../image-picker.tsx";
import { ImageUploader } from "../../image-uploader.tsx";

// The file screens' own parts, plugged into the resource editor and list
// through the description (resources/file.ts).

/** Above the files: upload one (the list follows), or find one in the library picker. */
export function FilesHeader() {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ mb: 2 }}>
        <ImageUploader type="event" onUploaded={() => void revalidator.revalidate()} />
      </Box>
      <Button variant="outlined" onClick={() => setPicking(true)}>
        Browse the library
      </Button>
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(c) => {
          setPicking(false);
          void navigate(`/admin/files/${c.id}`);
        }}
      />
    </Box>
  );
}

/** Below a file's form: its crops (made again when the focal point moves) and every version. */
export function FileVersions({ record }: EditorPartProps) {
  if (!record) return null;
  const file = record as unknown as FileContainer;
  return (
    <Box component="section">
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Versions
      </Typography>
      <ImageCrops container={file} />
      <Box component="ul" sx={{ mt: 2 }}>
        {Object.entries(file.versions).map(([name, v]) => (
          <li key={name}>
            <a href={v.url}>{name}</a> · {v.width}×{v.height}
          </li>
        ))}
      </Box>
    </Box>
  );
}
