import { containerUpdateSchema } from "../../../../core/schemas/files.ts";
import { FilesHeader, FileVersions } from "../../../components/admin/resource/file-parts.tsx";
import { defineResource, type ResourceRecord } from "./types.ts";

// Uploaded images. A file is made by uploading it (the uploader above the
// list), not through a form, so there is no "New file"; its page edits what
// staff add to a picture: caption, alt text and the focal point its crops keep.

type Version = { url: string; width: number; height: number };
const versionsOf = (r: ResourceRecord) => (r.versions ?? {}) as Record<string, Version>;

export const file = defineResource({
  key: "files",
  noun: "File",
  plural: "Files",
  titleOf: (r) => String(r.filename),
  schema: containerUpdateSchema,
  role: "superadmin",
  below: FileVersions,
  sections: [
    {
      title: "Focal point",
      description: "The crops (cards, thumbnails, share images) are cut around it when you save.",
      fields: [{ kind: "focalPoint", name: "focal_point", label: "Focal point" }],
    },
    {
      title: "Text",
      fields: [
        { kind: "text", name: "caption", label: "Caption" },
        {
          kind: "text",
          name: "alt_text",
          label: "Alt text",
          hint: "What the picture shows, for people who cannot see it.",
        },
      ],
    },
  ],
  list: {
    columns: [
      {
        field: "filename",
        header: "File",
        flex: 2,
        image: (r) => {
          const v = versionsOf(r);
          const thumb = v.THUMB ?? v.CARD_SMALL ?? v.FULL;
          return thumb ? { url: thumb.url, alt: String(r.alt_text ?? "") } : null;
        },
      },
      { field: "caption", header: "Caption", flex: 1.5 },
      { field: "alt_text", header: "Alt text", flex: 1.5 },
      {
        field: "size",
        header: "Size",
        width: 120,
        text: (r) => {
          const full = versionsOf(r).FULL;
          return full?.width ? `${full.width}×${full.height}` : "—";
        },
      },
      { field: "created_date", header: "Uploaded", width: 130, sortable: true, date: true },
    ],
    sortable: ["created_date"],
    defaultSort: { by: "created_date", dir: "desc" },
    searchLabel: "Search file names and captions",
    header: FilesHeader,
  },
  service: {
    list: (s, q, actor) => s.files.list(actor, q),
    get: (s, id) => s.files.get("id", id),
    update: (s, actor, id, p) => s.files.update(actor, id, p),
  },
});
