import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  FormLabel,
  IconButton,
  SvgIcon,
  TextField,
  ToggleButton,
  Tooltip,
} from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";
import type { Editor } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useNonce } from "../../lib/csp-nonce.ts";
import { InsertImageDialog } from "./insert-image-dialog.tsx";
import { InlineImage } from "./rich-text-image.ts";

// A rich text field for the back office: TipTap (ProseMirror) inside a frame
// that looks like an outlined MUI TextField. The editor only exists in the
// browser; the server and the first client render show the same frame with
// the HTML read-only, so hydration matches and the layout does not jump.
// The output stays within the tags server/lib/sanitize.ts keeps.

export interface RichTextEditorHandle {
  /** Puts the caret in the editor (react-hook-form calls this to focus a field with an error). */
  focus(): void;
}

export interface RichTextEditorProps {
  label: string;
  /** HTML, or null for an empty document. */
  value: string | null;
  /** Called with the editor's HTML on every edit; an empty document is null. */
  onChange: (html: string | null) => void;
  /** Called when focus leaves the whole field (editor, toolbar and link dialog). */
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  /** id of the editable element; the label and helper text ids derive from it. */
  id?: string;
  /** CSS min-height of the editable area; a number is px (default 160). */
  minHeight?: number | string;
  /** Upload type of images inserted with "Insert image" (their versions depend on it). */
  uploadType?: string;
  ref?: Ref<RichTextEditorHandle>;
}

/** How many of its own values, sent and not yet back as `value`, the editor keeps. */
const EMITTED_MEMORY = 50;

const EMPTY_PARAGRAPH = /<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>/gi;

/** The editor's HTML as the field's value: a document of empty paragraphs is null. */
export function editorHtmlToValue(html: string): string | null {
  const trimmed = html.trim();
  return trimmed.replace(EMPTY_PARAGRAPH, "").trim() === "" ? null : trimmed;
}

export type LinkInputResult = { ok: true; href: string | null } | { ok: false; error: string };

const LINK_ERROR = "Enter a web address (https://…) or an email address.";

/**
 * What the link dialog's text becomes: "" removes the link, "example.com"
 * becomes https://example.com, "someone@example.com" a mailto: link, "/path"
 * stays relative. Any other scheme (javascript:, data:, ftp:) is refused.
 */
export function parseLinkInput(input: string): LinkInputResult {
  const text = input.trim();
  if (text === "") return { ok: true, href: null };
  if (/\s/.test(text)) return { ok: false, error: LINK_ERROR };
  if (text.startsWith("/") && !text.startsWith("//")) return { ok: true, href: text };
  if (/^mailto:/i.test(text)) {
    return /^mailto:[^@]+@[^@]+\.[^@]+$/i.test(text)
      ? { ok: true, href: text }
      : { ok: false, error: LINK_ERROR };
  }
  if (/^[^@/:]+@[^@/]+\.[^@/]+$/.test(text)) return { ok: true, href: `mailto:${text}` };
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return { ok: false, error: LINK_ERROR };
  const candidate = hasScheme ? text : `https://${text.replace(/^\/\//, "")}`;
  try {
    const url = new URL(candidate);
    // A bare word ("tickets") is almost certainly not a host anyone meant.
    if (!url.hostname.includes(".") && url.hostname !== "localhost") {
      return { ok: false, error: LINK_ERROR };
    }
    return { ok: true, href: candidate };
  } catch {
    return { ok: false, error: LINK_ERROR };
  }
}

/** Schemes a link may carry; relative paths ("/venues/x") are allowed too. */
function isAllowedHref(url: string): boolean {
  return /^(https?:|mailto:)/i.test(url) || (url.startsWith("/") && !url.startsWith("//"));
}

function makeExtensions() {
  return [
    StarterKit.configure({
      // Only what the server's sanitizer keeps.
      code: false,
      codeBlock: false,
      heading: { levels: [2, 3, 4] },
      // It appends an empty paragraph after a trailing heading or quote, which
      // would be saved and make every value differ from what the editor shows.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: "https",
        // http, https and mailto are linkify's own schemes: they need no
        // registering (`protocols` is for extra ones); this refuses the rest.
        isAllowedUri: (url) => isAllowedHref(url),
        shouldAutoLink: (url) => isAllowedHref(url) || /^[^:]+\.[^:]+/.test(url),
      },
    }),
    InlineImage,
  ];
}

// Material Design icon paths (Apache 2.0), so no icon package is needed.
const ICONS = {
  bold: "M15.6 10.79c.97-.67 1.65-1.77 1.65-2.79 0-2.26-1.75-4-4-4H7v14h7.04c2.09 0 3.71-1.7 3.71-3.79 0-1.52-.86-2.82-2.15-3.42zM10 6.5h3c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5h-3v-3zm3.5 9H10v-3h3.5c.83 0 1.5.67 1.5 1.5s-.67 1.5-1.5 1.5z",
  italic: "M10 4v3h2.21l-3.42 8H6v3h8v-3h-2.21l3.42-8H18V4z",
  underline:
    "M12 17c3.31 0 6-2.69 6-6V3h-2.5v8c0 1.93-1.57 3.5-3.5 3.5S8.5 12.93 8.5 11V3H6v8c0 3.31 2.69 6 6 6zm-7 2v2h14v-2H5z",
  bulletList:
    "M4 10.5c-.83 0-1.5.67-1.5 1.5s.67 1.5 1.5 1.5 1.5-.67 1.5-1.5-.67-1.5-1.5-1.5zm0-6c-.83 0-1.5.67-1.5 1.5S3.17 7.5 4 7.5 5.5 6.83 5.5 6 4.83 4.5 4 4.5zm0 12c-.83 0-1.5.68-1.5 1.5s.68 1.5 1.5 1.5 1.5-.68 1.5-1.5-.67-1.5-1.5-1.5zM7 19h14v-2H7v2zm0-6h14v-2H7v2zm0-8v2h14V5H7z",
  orderedList:
    "M2 17h2v.5H3v1h1v.5H2v1h3v-4H2v1zm1-9h1V4H2v1h1v3zm-1 3h1.8L2 13.1v.9h3v-1H3.2L5 10.9V10H2v1zm5-6v2h14V5H7zm0 14h14v-2H7v2zm0-6h14v-2H7v2z",
  blockquote: "M6 17h3l2-4V7H5v6h3zm8 0h3l2-4V7h-6v6h3z",
  link: "M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1zM8 13h8v-2H8v2zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5z",
  undo: "M12.5 8c-2.65 0-5.05.99-6.9 2.6L2 7v9h9l-3.62-3.62c1.39-1.16 3.16-1.88 5.12-1.88 3.54 0 6.55 2.31 7.6 5.5l2.37-.78C21.08 11.03 17.15 8 12.5 8z",
  image:
    "M21 19V5c0-1.1-.9-2-2-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2zM8.5 13.5l2.5 3.01L14.5 12l4.5 6H5l3.5-4.5z",
  redo: "M18.4 10.6C16.55 8.99 14.15 8 11.5 8c-4.65 0-8.58 3.03-9.96 7.22L3.9 16c1.05-3.19 4.05-5.5 7.6-5.5 1.95 0 3.73.72 5.12 1.88L13 16h9V7l-3.6 3.6z",
} as const;

function Icon({ path }: { path: string }) {
  return (
    <SvgIcon fontSize="small" aria-hidden>
      <path d={path} />
    </SvgIcon>
  );
}

function HeadingGlyph({ level }: { level: 2 | 3 }) {
  return (
    <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: "0.85rem", lineHeight: 1 }}>
      H{level}
    </Box>
  );
}

type ToggleKey =
  | "bold"
  | "italic"
  | "underline"
  | "h2"
  | "h3"
  | "bulletList"
  | "orderedList"
  | "blockquote"
  | "link";
type ButtonKey = ToggleKey | "image" | "undo" | "redo";

interface ToolbarState {
  active: Record<ToggleKey, boolean>;
  canUndo: boolean;
  canRedo: boolean;
}

function toolbarState(editor: Editor): ToolbarState {
  return {
    active: {
      bold: editor.isActive("bold"),
      italic: editor.isActive("italic"),
      underline: editor.isActive("underline"),
      h2: editor.isActive("heading", { level: 2 }),
      h3: editor.isActive("heading", { level: 3 }),
      bulletList: editor.isActive("bulletList"),
      orderedList: editor.isActive("orderedList"),
      blockquote: editor.isActive("blockquote"),
      link: editor.isActive("link"),
    },
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

const isMac = () =>
  typeof navigator !== "undefined" && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent ?? "");
const noSubscription = () => () => {};

/** "⌘" on Apple devices, "Ctrl+" elsewhere; "Ctrl+" on the server and while hydrating. */
function useModifierLabel(): string {
  return useSyncExternalStore(
    noSubscription,
    () => (isMac() ? "⌘" : "Ctrl+"),
    () => "Ctrl+",
  );
}

interface ToggleSpec {
  key: ToggleKey;
  label: string;
  /** Shown in the tooltip, with Ctrl or ⌘. */
  shortcut?: string;
  glyph: ReactNode;
  run: (editor: Editor) => void;
}

const TOGGLES: ToggleSpec[] = [
  {
    key: "bold",
    label: "Bold",
    shortcut: "B",
    glyph: <Icon path={ICONS.bold} />,
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: "italic",
    label: "Italic",
    shortcut: "I",
    glyph: <Icon path={ICONS.italic} />,
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: "underline",
    label: "Underline",
    shortcut: "U",
    glyph: <Icon path={ICONS.underline} />,
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: "h2",
    label: "H2 heading",
    glyph: <HeadingGlyph level={2} />,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: "h3",
    label: "H3 heading",
    glyph: <HeadingGlyph level={3} />,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: "bulletList",
    label: "Bulleted list",
    glyph: <Icon path={ICONS.bulletList} />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: "orderedList",
    label: "Numbered list",
    glyph: <Icon path={ICONS.orderedList} />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: "blockquote",
    label: "Quote",
    glyph: <Icon path={ICONS.blockquote} />,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

/** Styles shared by the live editor and the read-only stand-in, so they match to the pixel. */
function contentSx(minHeight: number | string): SxProps<Theme> {
  return {
    "& .rte-content": {
      minHeight,
      px: 1.75,
      py: 1.5,
      outline: "none",
      typography: "body1",
      lineHeight: 1.6,
      overflowWrap: "anywhere",
      "& > :first-of-type": { mt: 0 },
      "& > :last-child": { mb: 0 },
      "& p": { my: 1 },
      "& h2": { fontSize: "1.5rem", fontWeight: 700, lineHeight: 1.25, mt: 2, mb: 1 },
      "& h3": { fontSize: "1.25rem", fontWeight: 700, lineHeight: 1.3, mt: 2, mb: 1 },
      "& h4": { fontSize: "1.1rem", fontWeight: 700, lineHeight: 1.3, mt: 2, mb: 1 },
      "& ul, & ol": { pl: 3, my: 1 },
      "& li > p": { my: 0.25 },
      "& blockquote": {
        borderLeft: 3,
        borderColor: "divider",
        color: "text.secondary",
        pl: 2,
        ml: 0,
        my: 1.5,
      },
      "& a": { color: "primary.main", textDecoration: "underline" },
      "& hr": { border: 0, borderTop: 1, borderColor: "divider", my: 2 },
      "& img": { display: "block", maxWidth: "100%", height: "auto", my: 1.5 },
      "& img.ProseMirror-selectednode": { outline: "3px solid", outlineColor: "primary.main" },
    },
  };
}

/**
 * A rich text field (react-hook-form: wrap in a Controller and pass value,
 * onChange, onBlur and ref from `field`). The value is HTML or null.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error = false,
  helperText,
  id,
  minHeight = 160,
  uploadType = "article",
  ref,
}: RichTextEditorProps) {
  const autoId = useId();
  const baseId = id ?? `rte-${autoId.replace(/:/g, "")}`;
  const labelId = `${baseId}-label`;
  const helperId = `${baseId}-helper-text`;
  const hasHelper = helperText != null && helperText !== "" && helperText !== false;

  const [focused, setFocused] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const standInRef = useRef<HTMLDivElement>(null);
  const openLinkRef = useRef<() => void>(() => {});
  /** What onChange sent that has not come back as `value` yet, oldest first. */
  const emitted = useRef<(string | null)[]>([]);
  // The editor is created once, with the value of the render it mounts in;
  // later values reach it through the effect below.
  const [initialContent] = useState(value ?? "");
  const extensions = useMemo(makeExtensions, []);

  const editorProps = useMemo(
    () => ({
      attributes: {
        id: baseId,
        class: "rte-content",
        // As the stand-in says: a multi-line text box, named by the field's label.
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(hasHelper ? { "aria-describedby": helperId } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
      },
      handleKeyDown: (_view: unknown, event: globalThis.KeyboardEvent) => {
        if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k") {
          event.preventDefault();
          openLinkRef.current();
          return true;
        }
        return false;
      },
    }),
    [baseId, labelId, helperId, hasHelper, error],
  );

  // Tiptap adds a <style> of its own: it needs the page's CSP nonce.
  const nonce = useNonce();
  const editor = useEditor({
    immediatelyRender: false,
    injectNonce: nonce,
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const next = editorHtmlToValue(e.getHTML());
      const sent = emitted.current;
      sent.push(next);
      if (sent.length > EMITTED_MEMORY) sent.shift();
      onChange(next);
    },
  });

  // A value from outside (a form reset, a record loaded) replaces the
  // document without echoing back through onChange. Our own values come back
  // too, in order but possibly a keystroke or two behind the editor: those
  // must not rewind it.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = value ?? null;
    const echo = emitted.current.indexOf(next);
    if (echo >= 0) {
      // It and everything sent before it have come back.
      emitted.current.splice(0, echo + 1);
      return;
    }
    if (editorHtmlToValue(editor.getHTML()) === next) return;
    emitted.current = [];
    editor.commands.setContent(next ?? "", { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    // The editor from this render, not the snapshot's: the snapshot keeps
    // the null it started with until the first transaction.
    selector: () => (editor && !editor.isDestroyed ? toolbarState(editor) : null),
  });

  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        if (editor && !editor.isDestroyed) editor.commands.focus();
        else standInRef.current?.focus();
      },
    }),
    [editor],
  );

  openLinkRef.current = () => {
    if (editor) setLinkOpen(true);
  };

  const focusEditor = () => {
    if (editor && !editor.isDestroyed) editor.commands.focus();
  };

  const mod = useModifierLabel();

  return (
    <FormControl
      fullWidth
      error={error}
      focused={focused}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
        setFocused(false);
        // The dialogs are portals: leaving for one is not leaving the field.
        if (!linkOpen && !imageOpen) onBlur?.();
      }}
    >
      <FormLabel
        id={labelId}
        onClick={focusEditor}
        sx={{ mb: 0.75, typography: "body2", fontWeight: 600, cursor: "default" }}
      >
        {label}
      </FormLabel>
      <Box
        sx={(theme) => {
          const idle =
            theme.palette.mode === "light" ? "rgba(0, 0, 0, 0.23)" : "rgba(255, 255, 255, 0.23)";
          const ring = error ? theme.palette.error.main : theme.palette.primary.main;
          return {
            border: 1,
            borderRadius: 1,
            borderColor: error ? theme.palette.error.main : focused ? ring : idle,
            boxShadow: focused ? `inset 0 0 0 1px ${ring}` : "none",
            bgcolor: "background.paper",
            "&:hover": focused || error ? {} : { borderColor: theme.palette.text.primary },
          };
        }}
      >
        <Toolbar
          editor={editor}
          state={state}
          controls={baseId}
          onLink={() => setLinkOpen(true)}
          onImage={() => setImageOpen(true)}
          mod={mod}
        />
        <Box sx={contentSx(minHeight)}>
          {editor ? (
            <EditorContent editor={editor} />
          ) : (
            // biome-ignore lint/a11y/useSemanticElements: stands in for the rich text editor, a textbox that is no textarea
            <div
              ref={standInRef}
              id={baseId}
              className="rte-content"
              role="textbox"
              aria-multiline="true"
              aria-readonly="true"
              aria-labelledby={labelId}
              aria-describedby={hasHelper ? helperId : undefined}
              aria-invalid={error || undefined}
              tabIndex={-1}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the field's own value, sanitized on write (server/lib/sanitize.ts)
              dangerouslySetInnerHTML={{ __html: value ?? "" }}
            />
          )}
        </Box>
      </Box>
      {hasHelper && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
      {editor && (
        <LinkDialog
          open={linkOpen}
          initialHref={
            linkOpen ? ((editor.getAttributes("link").href as string | undefined) ?? "") : ""
          }
          onClose={() => {
            setLinkOpen(false);
            focusEditor();
          }}
          onApply={(href) => {
            setLinkOpen(false);
            applyLink(editor, href);
          }}
        />
      )}
      {editor && (
        <InsertImageDialog
          open={imageOpen}
          uploadType={uploadType}
          onClose={() => {
            setImageOpen(false);
            focusEditor();
          }}
          onInsert={(attrs) => {
            setImageOpen(false);
            editor.chain().focus().insertContent({ type: "image", attrs }).run();
            // An image that ends the text stays selected, and typing on would
            // replace it: give the caret a paragraph after it instead.
            if (editor.state.selection instanceof NodeSelection) {
              editor.commands.createParagraphNear();
            }
          }}
        />
      )}
    </FormControl>
  );
}

function applyLink(editor: Editor, href: string | null) {
  if (href === null) {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    return;
  }
  if (editor.state.selection.empty && !editor.isActive("link")) {
    // Nothing selected: the address itself becomes the link text.
    const text = href.replace(/^mailto:/i, "");
    editor
      .chain()
      .focus()
      .insertContent({ type: "text", text, marks: [{ type: "link", attrs: { href } }] })
      // Typing on after it should not extend the link.
      .unsetMark("link")
      .run();
    return;
  }
  editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
}

interface ToolbarProps {
  editor: Editor | null;
  state: ToolbarState | null;
  controls: string;
  onLink: () => void;
  onImage: () => void;
  mod: string;
}

/** One tab stop; the arrow keys, Home and End move between buttons (WAI-ARIA toolbar pattern). */
function Toolbar({ editor, state, controls, onLink, onImage, mod }: ToolbarProps) {
  const [current, setCurrent] = useState<ButtonKey>("bold");
  const ready = editor !== null && state !== null;
  const disabled: Record<ButtonKey, boolean> = {
    bold: !ready,
    italic: !ready,
    underline: !ready,
    h2: !ready,
    h3: !ready,
    bulletList: !ready,
    orderedList: !ready,
    blockquote: !ready,
    link: !ready,
    image: !ready,
    undo: !ready || !state.canUndo,
    redo: !ready || !state.canRedo,
  };
  const tabStop: ButtonKey = disabled[current] ? "bold" : current;
  const tabIndex = (key: ButtonKey) => (key === tabStop ? 0 : -1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (i: number, n: number) => number> = {
      ArrowRight: (i, n) => (i + 1) % n,
      ArrowLeft: (i, n) => (i - 1 + n) % n,
      Home: () => 0,
      End: (_i, n) => n - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)"),
    );
    if (buttons.length === 0) return;
    event.preventDefault();
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[move(Math.max(index, 0), buttons.length)]?.focus();
  };

  const buttonSx = {
    // Disabled ToggleButtons draw a border of their own; the stand-in's would jump.
    "&, &.Mui-disabled": { border: 0 },
    borderRadius: 1,
    minWidth: 36,
    height: 36,
    px: 1,
  };

  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={onKeyDown}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      {TOGGLES.map((t) => (
        <Tooltip
          key={t.key}
          title={t.shortcut ? `${t.label} (${mod}${t.shortcut})` : t.label}
          describeChild
          disableInteractive
        >
          <ToggleButton
            value={t.key}
            size="small"
            aria-label={t.label}
            selected={state?.active[t.key] ?? false}
            disabled={disabled[t.key]}
            tabIndex={tabIndex(t.key)}
            onFocus={() => setCurrent(t.key)}
            // Keep the editor's selection while the pointer is down.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor && t.run(editor)}
            sx={buttonSx}
          >
            {t.glyph}
          </ToggleButton>
        </Tooltip>
      ))}
      <Tooltip title={`Link (${mod}K)`} describeChild disableInteractive>
        <ToggleButton
          value="link"
          size="small"
          aria-label="Link"
          aria-haspopup="dialog"
          selected={state?.active.link ?? false}
          disabled={disabled.link}
          tabIndex={tabIndex("link")}
          onFocus={() => setCurrent("link")}
          onMouseDown={(e) => e.preventDefault()}
          onClick={onLink}
          sx={buttonSx}
        >
          <Icon path={ICONS.link} />
        </ToggleButton>
      </Tooltip>
      <Tooltip title="Insert image" describeChild disableInteractive>
        <IconButton
          size="small"
          aria-label="Insert image"
          aria-haspopup="dialog"
          disabled={disabled.image}
          tabIndex={tabIndex("image")}
          onFocus={() => setCurrent("image")}
          onMouseDown={(e) => e.preventDefault()}
          onClick={onImage}
          sx={{ borderRadius: 1, width: 36, height: 36 }}
        >
          <Icon path={ICONS.image} />
        </IconButton>
      </Tooltip>
      <Box aria-hidden sx={{ width: "1px", my: 0.75, mx: 0.5, bgcolor: "divider" }} />
      {(
        [
          ["undo", "Undo", "Z", ICONS.undo, (e: Editor) => e.chain().focus().undo().run()],
          [
            "redo",
            "Redo",
            mod === "⌘" ? "⇧Z" : "Y",
            ICONS.redo,
            (e: Editor) => e.chain().focus().redo().run(),
          ],
        ] as const
      ).map(([key, text, shortcut, path, run]) => (
        <Tooltip key={key} title={`${text} (${mod}${shortcut})`} describeChild disableInteractive>
          <IconButton
            size="small"
            aria-label={text}
            disabled={disabled[key]}
            tabIndex={tabIndex(key)}
            onFocus={() => setCurrent(key)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor && run(editor)}
            sx={{ borderRadius: 1, width: 36, height: 36 }}
          >
            <Icon path={path} />
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}

interface LinkDialogProps {
  open: boolean;
  initialHref: string;
  onClose: () => void;
  onApply: (href: string | null) => void;
}

function LinkDialog({ open, initialHref, onClose, onApply }: LinkDialogProps) {
  const titleId = useId();
  const [text, setText] = useState(initialHref);
  const [problem, setProblem] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setText(initialHref);
      setProblem(null);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal inside the editor's React tree: keep the submit there.
    event.stopPropagation();
    const result = parseLinkInput(text);
    if (!result.ok) {
      setProblem(result.error);
      return;
    }
    onApply(result.href);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      // The editor takes focus back itself, with its selection.
      disableRestoreFocus
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{initialHref ? "Edit link" : "Add a link"}</DialogTitle>
        <DialogContent>
          <TextField
            label="Link address"
            type="url"
            fullWidth
            margin="dense"
            placeholder="https://…"
            autoComplete="url"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
            error={Boolean(problem)}
            helperText={problem ?? "Leave it empty to remove the link."}
            autoFocus
            slotProps={{ htmlInput: { inputMode: "url" } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            {text.trim() === "" && initialHref ? "Remove link" : "Apply"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
