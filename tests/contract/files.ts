import sharp from "sharp";
import { send } from "../calendar-factories.ts";
import type { SignedIn } from "../factories.ts";
import type { FixtureServer } from "../fixture-server.ts";
import type { TestApp } from "../test-app.ts";
import { allowedPageServer, anyone, as, type ContractPlans } from "./context.ts";

// Files: upload slots, the versions of each upload type, an upload made into
// a container (its bytes PUT to the local driver's signed URL, outside
// /api/v5), an image imported from a page this file serves on loopback, and
// the containers themselves.

let fixture: FixtureServer | undefined;

const jpeg = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: "#2a6" } })
    .jpeg()
    .toBuffer();

const slotFor = (bytes: Buffer) => ({
  filename: "stone-arch-bridge.jpg",
  content_type: "image/jpeg",
  size: bytes.length,
});

/** getuploadurl and the PUT of the bytes: the upload_id movething takes. */
async function uploaded(t: TestApp, who: SignedIn, type = "event"): Promise<string> {
  const bytes = await jpeg();
  const slot = await send(t, who.token, "POST", `/files/getuploadurl/type/${type}`, slotFor(bytes));
  const url = new URL(slot.url);
  const res = await t.app.request(url.pathname + url.search, {
    method: "PUT",
    headers: slot.headers,
    body: new Uint8Array(bytes),
  });
  if (res.status !== 204) throw new Error(`upload PUT → ${res.status} ${await res.text()}`);
  return slot.upload_id;
}

export const files: ContractPlans = {
  covers: /^\/files\//,
  async teardown() {
    await fixture?.close();
  },
  async seed({ t, admin, seed }) {
    const image = await jpeg();
    fixture = await allowedPageServer(t, {
      "/prints/stone-arch-bridge.jpg": (_req, res) => {
        res.writeHead(200, { "content-type": "image/jpeg" });
        res.end(image);
      },
    });
    const registered = await send(t, admin.token, "POST", "/files/containers/list", {
      url: "https://images.example/weisman-facade.jpg",
      caption: "The Weisman's steel facade",
      width: 1200,
      height: 800,
      legacy_id: "contract-file",
    });
    const rendered = await send(t, admin.token, "POST", "/files/movething", {
      upload_id: await uploaded(t, admin),
      alt_text: "A green test card",
    });
    Object.assign(seed, { fileRegistered: registered.id, fileRendered: rendered.id });
  },
  plans: ({ t, admin, person, seed, missing, unique }) => ({
    "POST /files/versionschema/type/{type}": () => [
      ...as(admin, "/files/versionschema/type/event"),
      ...as(person, "/files/versionschema/type/avatar"),
      ...as(person, "/files/versionschema/type/event"),
      ...as(admin, "/files/versionschema/type/nonsense"),
      ...anyone("/files/versionschema/type/event"),
    ],
    "POST /files/getuploadurl": async () => {
      const slot = slotFor(await jpeg());
      return [
        ...as(admin, "/files/getuploadurl", slot),
        ...as(admin, "/files/getuploadurl", { ...slot, content_type: "text/plain" }),
        ...as(person, "/files/getuploadurl", slot),
      ];
    },
    "POST /files/getuploadurl/type/{type}": async () => {
      const slot = slotFor(await jpeg());
      return [
        ...as(person, "/files/getuploadurl/type/avatar", slot),
        ...as(person, "/files/getuploadurl/type/advert", slot),
        ...as(admin, "/files/getuploadurl/type/nonsense", slot),
      ];
    },
    "POST /files/movething": async () => {
      const upload = await uploaded(t, admin, "venue");
      return [
        ...as(admin, "/files/movething", {
          upload_id: upload,
          caption: "Stone Arch Bridge, linocut",
          focal_point: { x: 0.4, y: 0.5 },
        }),
        ...as(admin, "/files/movething", { upload_id: upload }),
        ...as(admin, "/files/movething", { upload_id: missing }),
        ...anyone("/files/movething"),
      ];
    },
    "POST /files/import": () => {
      const url = `${fixture!.origin}/prints/stone-arch-bridge.jpg`;
      return [
        ...as(admin, "/files/import", { url, type: "venue", alt_text: "A green test card" }),
        ...as(admin, "/files/import", { url: "not a link" }),
        ...as(person, "/files/import", { url }),
      ];
    },
    "GET /files/containers/list": () => [
      ...as(admin, "/files/containers/list?page_size=5&sort_by=created_date"),
      ...as(admin, "/files/containers/list?query=weisman"),
      ...as(admin, "/files/containers/list?sort_by=nonsense"),
      ...as(person, "/files/containers/list"),
    ],
    "GET /files/containers/id/{id}": () => [
      ...anyone(`/files/containers/id/${seed.fileRendered}`),
      ...anyone(`/files/containers/id/${seed.fileRegistered}`),
      ...anyone(`/files/containers/id/${missing}`),
    ],
    "GET /files/containers/legacy_id/{legacy_id}": () => [
      ...anyone("/files/containers/legacy_id/contract-file"),
      ...anyone("/files/containers/legacy_id/no-such-file"),
    ],
    "POST /files/containers/list": () => [
      ...as(admin, "/files/containers/list", {
        url: "https://images.example/walker-spoonbridge.jpg",
        alt_text: "Spoonbridge and Cherry in the snow",
        legacy_id: unique("file"),
      }),
      ...as(admin, "/files/containers/list", { url: "ftp://images.example/a.jpg" }),
      ...as(admin, "/files/containers/list", {
        url: "https://images.example/again.jpg",
        legacy_id: "contract-file",
      }),
      ...as(person, "/files/containers/list", { url: "https://images.example/mine.jpg" }),
    ],
    "PUT /files/containers/id/{id}": async () => {
      const container = await send(t, admin.token, "POST", "/files/containers/list", {
        url: "https://images.example/mia-atrium.jpg",
      });
      return [
        ...as(admin, `/files/containers/id/${container.id}`, {
          caption: "The atrium of Mia",
          version: container.version,
        }),
        ...as(admin, `/files/containers/id/${container.id}`, {
          caption: "Stale",
          version: container.version,
        }),
        ...as(admin, `/files/containers/id/${seed.fileRendered}`, {
          focal_point: { x: 0.3, y: 0.6 },
        }),
        ...as(admin, `/files/containers/id/${container.id}`, { focal_point: { x: 2, y: 0 } }),
        ...as(admin, `/files/containers/id/${missing}`, { caption: "Nobody's" }),
      ];
    },
  }),
};
