import { forbidden, notFound, validationError } from "../../../core/errors.ts";
import {
  ACCEPTED_IMAGE_TYPES,
  COVER_VERSIONS,
  isUploadType,
  UPLOAD_TYPES,
  type UploadType,
  versionSchema,
} from "../../../core/files/versions.ts";
import {
  containerCreateSchema,
  containerUpdateSchema,
  moveThingSchema,
  uploadRequestSchema,
} from "../../../core/schemas/files.ts";
import type { Clock } from "../../lib/clock.ts";
import { ImageError, sniffImage } from "../../lib/images/process.ts";
import type { Logger } from "../../lib/logger.ts";
import {
  type Actor,
  requireStaffOrVenueEditor,
  requireSuperAdmin,
  requireUser,
} from "../../lib/policy.ts";
import { isUuid, staleOrMissing } from "../../lib/records.ts";
import type { Storage } from "../../lib/storage/types.ts";
import { found, listed } from "../../lib/use-cases.ts";
import { parseOrThrow } from "../../lib/validate.ts";
import type { Realtime } from "../../realtime/publisher.ts";
import type { ProfileRepo } from "../account/repo.ts";
import type { BlogRepo } from "../blog/repo.ts";
import type { CalendarRepo } from "../calendar/repo.ts";
import type { PlacesRepo } from "../places/repo.ts";
import { presentContainer, presentImage } from "./present.ts";
import type { ContainerRow, FilesRepo, LookupField, UploadRow } from "./repo.ts";
import { storeImage, storeVersions } from "./store.ts";

/** An upload slot is valid this long (issue 6). */
export const UPLOAD_TTL_SECONDS = 15 * 60;
/** Uploads without a type get every version, like events. */
const DEFAULT_UPLOAD_TYPE = "event";

type Query = Record<string, string | undefined>;

const bad = (field: string, message: string) => validationError([{ field, message }]);

export function createFilesService(deps: {
  files: FilesRepo;
  storage: Storage;
  clock: Clock;
  logger: Logger;
  uploadMaxBytes: number;
  profiles: ProfileRepo;
  calendar: CalendarRepo;
  places: PlacesRepo;
  blog: BlogRepo;
  /** Crops, captions and attached images show on cached pages, which must forget them. */
  realtime?: Realtime;
  /**
   * Whether an account may send events in (address confirmed, not blocked):
   * only they may upload a submission's picture (issue 30, decision 055).
   */
  maySubmit?: (userId: string) => Promise<boolean>;
}) {
  const { files, storage, clock, logger } = deps;

  /**
   * Only superadmins upload, except a signed-in user's own avatar (issue 6),
   * a venue editor's pictures of events and venues (decision 056: the editor
   * form's image and description uploads; attaching to a record, the library
   * and captions stay staff's), and the picture of an event a confirmed user
   * sends in (issue 30).
   */
  async function requireUploader(actor: Actor, type: string) {
    if (type === "avatar") return requireUser(actor);
    if (type === "event" || type === "venue") return requireStaffOrVenueEditor(actor);
    if (type === "submission") {
      const user = requireUser(actor);
      if (user.isSuperAdmin || (await deps.maySubmit?.(user.userId))) return user;
      throw forbidden("Confirm your email address first: then you can send a picture.");
    }
    return requireSuperAdmin(actor);
  }

  function checkType(type: string | undefined): string {
    const t = type ?? DEFAULT_UPLOAD_TYPE;
    if (!isUploadType(t)) throw bad("type", `Use one of: ${UPLOAD_TYPES.join(", ")}.`);
    return t;
  }

  async function usableUpload(actor: Actor, uploadId: string): Promise<UploadRow> {
    const upload = isUuid(uploadId) ? await files.uploads.find(uploadId) : null;
    if (!upload) throw bad("upload_id", "That upload does not exist. Ask for a new upload URL.");
    await requireUploader(actor, upload.uploadType);
    if (actor.kind === "user" && !actor.isSuperAdmin && upload.userId !== actor.userId) {
      throw bad("upload_id", "That upload does not exist. Ask for a new upload URL.");
    }
    if (upload.consumedAt) throw bad("upload_id", "That upload was already used.");
    if (upload.expiresAt < clock.now()) {
      throw bad("upload_id", "That upload expired. Ask for a new upload URL.");
    }
    if (!upload.receivedAt) throw bad("upload_id", "No file was sent to that upload URL yet.");
    return upload;
  }

  /** The record an upload will be attached to must exist before anything is rendered or stored. */
  async function checkTarget(actor: Actor, target: { type: string; id?: string | undefined }) {
    requireSuperAdmin(actor);
    const id = target.id ?? "";
    const find: Record<string, () => Promise<unknown>> = {
      event: () => deps.calendar.find("id", id, false),
      venue: () => deps.places.venues.find("id", id),
      article: () => deps.blog.articles.find("id", id),
      author: () => deps.blog.authors.find("id", id),
      category: () => deps.blog.categories.find("id", id),
    };
    const exists = isUuid(id) && Boolean(await find[target.type]?.());
    if (!exists) throw bad("attach_to.id", `That ${target.type} does not exist.`);
  }

  async function attach(
    actor: Actor,
    target: { type: string; id?: string | undefined },
    row: ContainerRow,
  ) {
    if (target.type === "avatar") {
      const user = requireUser(actor);
      const url = row.versions.THUMB?.url ?? row.versions.FULL?.url ?? null;
      await deps.profiles.update(user.userId, { avatarUrl: url });
      return;
    }
    // checkTarget vetted the actor and the record before anything was stored.
    const id = target.id ?? "";
    const set: Record<string, () => Promise<unknown>> = {
      event: () => deps.calendar.update(id, { primaryImageId: row.id }, undefined),
      venue: () => deps.places.venues.update(id, { primaryImageId: row.id }),
      article: () => deps.blog.articles.update(id, { primaryImageId: row.id }),
      author: () => deps.blog.authors.update(id, { profilePictureId: row.id }),
      category: () => deps.blog.categories.update(id, { headerImageId: row.id }),
    };
    await set[target.type]?.();
  }

  return {
    /** POST /files/versionschema/type/{type} */
    async versionSchema(actor: Actor, type: string) {
      const t = checkType(type);
      await requireUploader(actor, t);
      return versionSchema(t as never);
    },

    /** POST /files/getuploadurl[/type/{type}]: a signed, single-use URL valid 15 minutes. */
    async getUploadUrl(actor: Actor, type: string | undefined, input: unknown) {
      const t = checkType(type);
      const who = await requireUploader(actor, t);
      const req = parseOrThrow(uploadRequestSchema, input);
      if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(req.content_type)) {
        throw bad("content_type", "Upload a JPEG, PNG, WebP, GIF or AVIF image.");
      }
      if (req.size > deps.uploadMaxBytes) {
        const mb = Math.floor(deps.uploadMaxBytes / (1024 * 1024));
        throw bad("size", `The file is too large: the limit is ${mb} MB.`);
      }
      const id = crypto.randomUUID();
      const key = `uploads/${id}`;
      const expires = new Date(clock.now().getTime() + UPLOAD_TTL_SECONDS * 1000);
      await files.uploads.insert({
        id,
        key,
        filename: req.filename,
        contentType: req.content_type,
        size: req.size,
        uploadType: t,
        userId: who.userId,
        expiresAt: expires,
      });
      const signed = await storage.signUpload(key, {
        contentType: req.content_type,
        size: req.size,
        expiresInSeconds: UPLOAD_TTL_SECONDS,
      });
      return { ...signed, upload_id: id, expires_at: expires.toISOString() };
    },

    /**
     * The local driver's PUT target. The signature proves the URL came from
     * getuploadurl; the slot must be unexpired and unused, and the bytes must
     * match the declared type and size.
     */
    async receiveLocalUpload(key: string, contentType: string | undefined, body: Buffer) {
      const upload = await files.uploads.findByKey(key);
      if (!upload) throw bad("upload", "That upload URL is not valid.");
      if (upload.expiresAt < clock.now()) {
        throw bad("upload", "That upload URL expired. Ask for a new one.");
      }
      if ((contentType ?? "").toLowerCase() !== upload.contentType) {
        throw bad("content-type", `Send the file with Content-Type: ${upload.contentType}.`);
      }
      if (body.length !== upload.size) {
        throw bad("size", `Send exactly the ${upload.size} bytes announced.`);
      }
      if (!(await files.uploads.markReceived(upload.id))) {
        throw bad("upload", "That upload URL was already used. Ask for a new one.");
      }
      try {
        await storage.put(key, body, upload.contentType);
      } catch (err) {
        await files.uploads.unmarkReceived(upload.id);
        throw err;
      }
    },

    /** POST /files/movething: the uploaded bytes become a container with its versions. */
    async moveThing(actor: Actor, input: unknown) {
      requireUser(actor);
      const m = parseOrThrow(moveThingSchema, input);
      const upload = await usableUpload(actor, m.upload_id);
      if (m.attach_to && m.attach_to.type !== "avatar") await checkTarget(actor, m.attach_to);
      // A submission's picture is attached by the submission that names it, never here.
      const source = await storage.get(upload.key);
      if (!source) throw bad("upload_id", "No file was sent to that upload URL yet.");
      const sniffed = await sniffImage(source);
      if (!sniffed) {
        throw bad(
          "file",
          "That file is not an image we can use: upload a JPEG, PNG, WebP, GIF or AVIF.",
        );
      }
      const focal = m.focal_point ?? { x: 0.5, y: 0.5 };
      const id = crypto.randomUUID();
      let written: string[] = [];
      try {
        const stored = await storeImage(storage, source, sniffed, {
          id,
          filename: upload.filename,
          type: upload.uploadType as UploadType,
          focal,
        });
        written = stored.keys;
        const row = await files.insertFromUpload(
          {
            ...stored.values,
            caption: m.caption ?? null,
            altText: m.alt_text ?? null,
            uploadedBy: upload.userId,
          },
          upload.id,
        );
        if (!row) throw bad("upload_id", "That upload was already used.");
        await storage
          .delete([upload.key])
          .catch((err) => logger.warn({ err }, "temporary upload left behind"));
        if (m.attach_to) {
          await attach(actor, m.attach_to, row);
          await deps.realtime?.publish("content", "change", {
            table: "files",
            id,
            action: "created",
          });
        }
        return presentContainer(row);
      } catch (err) {
        await storage.delete(written).catch(() => {});
        if (err instanceof ImageError) {
          throw bad(
            "file",
            err.reason === "too_many_pixels"
              ? "That image has too many pixels. Use one under 40 megapixels."
              : "That file is not an image we can use: upload a JPEG, PNG, WebP, GIF or AVIF.",
          );
        }
        throw err;
      }
    },

    /** The images of many records at once, by container id, for cards and pages. */
    async imagesFor(ids: readonly (string | null | undefined)[]) {
      const wanted = [...new Set(ids.filter((id): id is string => Boolean(id && isUuid(id))))];
      const rows = await files.findMany(wanted);
      return new Map(rows.map((r) => [r.id, presentImage(r)!]));
    },

    async get(field: LookupField, value: string) {
      return presentContainer(await found(field, value, files.find, "file"));
    },

    /** Browsing the library is for staff; single images are public (pages show them). */
    async list(actor: Actor, query: Query) {
      requireSuperAdmin(actor);
      return listed(
        query,
        { columns: { created_date: true }, by: "created_date", dir: "desc" },
        files.list,
        presentContainer,
      );
    },

    /** POST /files/containers/list: registers an image already on the web (imported from the old site) as FULL. */
    async create(actor: Actor, input: unknown) {
      const admin = requireSuperAdmin(actor);
      const c = parseOrThrow(containerCreateSchema, input);
      const filename =
        c.filename ?? decodeURIComponent(new URL(c.url).pathname.split("/").pop() || "image");
      const row = await files.insert({
        legacyId: c.legacy_id ?? null,
        filename,
        contentType: "image/*",
        caption: c.caption ?? null,
        altText: c.alt_text ?? null,
        versions: { FULL: { url: c.url, width: c.width ?? 0, height: c.height ?? 0 } },
        uploadedBy: admin.userId,
      });
      return presentContainer(row);
    },

    /** PUT /files/containers/id/{id}: caption, alt text, focal point (crops are made again). */
    async update(actor: Actor, id: string, input: unknown) {
      requireSuperAdmin(actor);
      const current = isUuid(id) ? await files.find("id", id) : null;
      if (!current) throw notFound("That file");
      const u = parseOrThrow(containerUpdateSchema, input);
      const values: Parameters<FilesRepo["update"]>[1] = {};
      if (u.caption !== undefined) values.caption = u.caption;
      if (u.alt_text !== undefined) values.altText = u.alt_text;
      if (u.legacy_id !== undefined) values.legacyId = u.legacy_id;
      let newKeys: string[] = [];
      const moved =
        u.focal_point && (u.focal_point.x !== current.focalX || u.focal_point.y !== current.focalY);
      if (u.focal_point && moved && current.originalKey) {
        const source = await storage.get(current.originalKey);
        if (!source)
          throw bad("focal_point", "The original of this image is missing; upload it again.");
        const covers = new Set<string>(COVER_VERSIONS);
        const { versions, keys } = await storeVersions(
          storage,
          current.id,
          source,
          current.uploadType as UploadType,
          u.focal_point,
          (name) => covers.has(name),
        );
        newKeys = keys;
        values.versions = { ...current.versions, ...versions };
      }
      if (u.focal_point) {
        values.focalX = u.focal_point.x;
        values.focalY = u.focal_point.y;
      }
      const row = await files.update(id, values, u.version);
      if (!row) {
        await storage.delete(newKeys).catch(() => {});
        return staleOrMissing(true, "file");
      }
      const replaced = Object.entries(current.versions)
        .filter(([name, v]) => values.versions && values.versions[name]?.url !== v.url)
        .map(([, v]) => v.key)
        .filter((k): k is string => Boolean(k));
      if (replaced.length) await storage.delete(replaced).catch(() => {});
      await deps.realtime?.publish("content", "change", { table: "files", id, action: "updated" });
      return presentContainer(row);
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
