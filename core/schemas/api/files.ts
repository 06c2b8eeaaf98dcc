import { z } from "zod";
import { fileVersionOut, idOut, instantOut, stampsOut, text } from "./common.ts";

// Files as the v5 API answers (server/api/files/present.ts, service.ts;
// DOMAIN.md "Files"): upload slots, the versions an upload type gets, and
// file containers (one image and its renditions; storage keys stay inside).

const uploadType = z.string().meta({
  description: "event, venue, article, author, category, avatar, product, advert or submission",
});

export const fileContainerOut = z
  .strictObject({
    id: idOut,
    legacy_id: text,
    filename: z.string(),
    content_type: z
      .string()
      .meta({ description: "The stored original's type; image/* for an image registered by URL." }),
    size: z.number().int().meta({ description: "Bytes of the original; 0 when not known." }),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    caption: text,
    alt_text: text,
    focal_point: z
      .strictObject({ x: z.number(), y: z.number() })
      .meta({ description: "0..1 from the left and the top: the part every crop keeps." }),
    upload_type: uploadType,
    versions: z.record(z.string(), fileVersionOut).meta({
      description:
        "By version name: CARD_LARGE, CARD_SMALL, THUMB, CARD_PROGRESSIVE, SIZED, FULL, SHARE_16X9, SHARE_4X3, SHARE_1X1 (as the upload type gets them), FULL_ORIGINAL.",
    }),
    ...stampsOut,
  })
  .meta({
    id: "FileContainer",
    example: {
      id: "7c1e5a3b-2d4f-4e6a-8b9c-0d1e2f3a4b5c",
      legacy_id: null,
      filename: "stone-arch-bridge-print.jpg",
      content_type: "image/jpeg",
      size: 482113,
      width: 2400,
      height: 1600,
      caption: "Stone Arch Bridge, linocut, 2026",
      alt_text: "A black-and-white linocut of the Stone Arch Bridge over the Mississippi.",
      focal_point: { x: 0.5, y: 0.4 },
      upload_type: "event",
      versions: {
        THUMB: {
          url: "/files/containers/7c1e5a3b-2d4f-4e6a-8b9c-0d1e2f3a4b5c/THUMB.webp",
          width: 160,
          height: 160,
          content_type: "image/webp",
          size: 6021,
        },
        FULL: {
          url: "/files/containers/7c1e5a3b-2d4f-4e6a-8b9c-0d1e2f3a4b5c/FULL.webp",
          width: 1500,
          height: 1000,
          content_type: "image/webp",
          size: 201877,
        },
      },
      created_date: "2026-11-20T15:00:00.000Z",
      modified_date: "2026-11-20T15:00:00.000Z",
      version: 1,
    },
  });

/** Where to PUT the bytes of one upload: single use, valid 15 minutes. */
export const uploadSlotOut = z
  .strictObject({
    url: z.string(),
    method: z.literal("PUT"),
    headers: z
      .record(z.string(), z.string())
      .meta({ description: "Send them with the PUT exactly as given." }),
    expires_at: instantOut,
    upload_id: idOut.meta({
      description: "Give it to POST /files/movething once the PUT is done.",
    }),
  })
  .meta({
    id: "UploadSlot",
    example: {
      url: "https://tcartcal.example/files/_upload/uploads/1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b?expires=1795968900&type=image%2Fjpeg&size=482113&sig=3f6c",
      method: "PUT",
      headers: { "content-type": "image/jpeg" },
      expires_at: "2026-11-20T15:15:00.000Z",
      upload_id: "1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b",
    },
  });

const versionName = z.string().meta({
  description:
    "CARD_LARGE, CARD_SMALL, THUMB, CARD_PROGRESSIVE, SIZED, FULL, SHARE_16X9, SHARE_4X3 or SHARE_1X1",
});

/** The versions an upload of a type is rendered to. */
export const versionSchemaOut = z
  .strictObject({
    type: uploadType,
    versions: z.array(
      z.union([
        z
          .strictObject({
            name: versionName,
            kind: z.literal("cover"),
            width: z.number().int(),
            height: z.number().int(),
          })
          .meta({ description: "Exactly width × height, cropped around the focal point." }),
        z
          .strictObject({ name: versionName, kind: z.literal("inside"), max: z.number().int() })
          .meta({ description: "Fits within max × max, not cropped." }),
      ]),
    ),
  })
  .meta({
    id: "VersionSchema",
    example: {
      type: "avatar",
      versions: [
        { name: "THUMB", kind: "cover", width: 160, height: 160 },
        { name: "CARD_SMALL", kind: "cover", width: 350, height: 184 },
        { name: "FULL", kind: "inside", max: 1500 },
      ],
    },
  });
