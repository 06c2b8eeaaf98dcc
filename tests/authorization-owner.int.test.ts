import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, member, type SignedIn, superadmin } from "./factories.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// A user's own profile and avatar × anonymous / the owner / another plain
// user / a superadmin. The owner is the only one whose record changes; the
// endpoint for everyone else acts on their own record or refuses.

type Role = "anonymous" | "owner" | "other" | "superadmin";
const ROLES: Role[] = ["anonymous", "owner", "other", "superadmin"];

let t: TestApp;
let dataDir: string;
let people: Record<Exclude<Role, "anonymous">, SignedIn>;
let jpeg: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "artcal-owner-"));
  await mkdir(path.join(dataDir, "files"));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  people = {
    superadmin: await superadmin(t, "owner_admin"),
    owner: await member(t, "owner_ada", "Ada Owner"),
    other: await member(t, "owner_otto", "Otto Other"),
  };
  jpeg = await sharp({
    create: { width: 240, height: 240, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const tokenOf = (role: Role) => (role === "anonymous" ? null : people[role].token);

function call(role: Role, method: string, p: string, body?: unknown) {
  const token = tokenOf(role);
  return t.app.request(`/api/v5${p}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The owner's profile as a superadmin reads it. */
async function ownerProfile() {
  const res = await call("superadmin", "GET", `/security/users/id/${people.owner.userId}`);
  expect(res.status).toBe(200);
  return (await res.json()).results;
}

/** A fresh upload slot of the owner's, with the image bytes already sent. */
async function ownersAvatarUpload(): Promise<string> {
  const res = await call("owner", "POST", "/files/getuploadurl/type/avatar", {
    filename: "me.jpg",
    content_type: "image/jpeg",
    size: jpeg.length,
  });
  expect(res.status).toBe(200);
  const slot = (await res.json()).results;
  const url = new URL(slot.url, "http://localhost");
  const put = await t.app.request(url.pathname + url.search, {
    method: "PUT",
    headers: slot.headers,
    body: new Uint8Array(jpeg),
  });
  expect(put.status).toBe(204);
  return slot.upload_id;
}

const SIGN_IN = {
  type: "AuthenticationException",
  code: "A-1001",
  message: "Please sign in to do that.",
  request_id: expect.any(String),
};
const ADMINS_ONLY = {
  type: "PermissionException",
  code: "P-1001",
  message: "Only site administrators can do that.",
  request_id: expect.any(String),
};

interface Row {
  expect: Record<Role, number>;
  run: (role: Role) => Response | Promise<Response>;
  /** What must hold afterwards, beyond the status. */
  check?: (role: Role, body: Record<string, unknown>) => Promise<void>;
}

const rows: Record<string, Row> = {
  // One's own profile is read through POST /auth/authenticate with one's own
  // token; without a token there is nothing to read (a 400, not a 401).
  "POST /auth/authenticate (one's own profile)": {
    expect: { anonymous: 400, owner: 200, other: 200, superadmin: 200 },
    run: (role) =>
      call(
        "anonymous",
        "POST",
        "/auth/authenticate",
        role === "anonymous" ? {} : { token: tokenOf(role) },
      ),
    check: async (role, body) => {
      if (role === "anonymous") return;
      expect((body.results as { id: string }).id).toBe(people[role].userId);
    },
  },
  // No self-service read or write by id: the user admin is for superadmins.
  "GET /security/users/id/{owner}": {
    expect: { anonymous: 401, owner: 403, other: 403, superadmin: 200 },
    run: (role) => call(role, "GET", `/security/users/id/${people.owner.userId}`),
  },
  "PUT /security/users/id/{owner} (grant superadmin to the owner)": {
    expect: { anonymous: 401, owner: 403, other: 403, superadmin: 200 },
    // A superadmin's grant is undone at once, so the owner stays a plain user for the rest.
    run: async (role) => {
      const res = await call(role, "PUT", `/security/users/id/${people.owner.userId}`, {
        is_superadmin: true,
      });
      if (res.status === 200) {
        const undo = await call("superadmin", "PUT", `/security/users/id/${people.owner.userId}`, {
          is_superadmin: false,
        });
        expect(undo.status).toBe(200);
      }
      return res;
    },
    check: async () => {
      expect((await ownerProfile()).is_superadmin).toBe(false);
    },
  },
  // PUT /account/profile edits the caller's own profile: nobody else's name changes.
  "PUT /account/profile (name)": {
    expect: { anonymous: 401, owner: 200, other: 200, superadmin: 200 },
    run: (role) => call(role, "PUT", "/account/profile", { name: `Named by ${role}` }),
    check: async (role, body) => {
      if (role === "anonymous") return;
      const owner = await ownerProfile();
      const results = body.results as { id: string; name: string };
      expect(results).toMatchObject({ id: people[role].userId, name: `Named by ${role}` });
      if (role !== "owner") expect(owner.name).not.toBe(`Named by ${role}`);
    },
  },
  // The owner's uploaded avatar: only the owner may use it. Another member
  // is told it does not exist (a 400 on upload_id, never a hint it is someone
  // else's); a superadmin may use any upload, and it becomes the superadmin's
  // own avatar, never the owner's.
  "POST /files/movething (the owner's avatar upload, attached as avatar)": {
    expect: { anonymous: 401, owner: 201, other: 400, superadmin: 201 },
    run: async (role) =>
      call(role, "POST", "/files/movething", {
        upload_id: await ownersAvatarUpload(),
        attach_to: { type: "avatar" },
      }),
    check: async (role, body) => {
      const owner = await ownerProfile();
      if (role === "other") {
        expect(body).toMatchObject({
          type: "DataValidationError",
          code: "V-1001",
          errors: [expect.objectContaining({ field: "upload_id" })],
        });
      }
      const thumb = (body.results as { versions?: { THUMB: { url: string } } } | undefined)
        ?.versions?.THUMB.url;
      if (role === "owner") expect(owner.avatar_url).toBe(thumb);
      else if (thumb) expect(owner.avatar_url).not.toBe(thumb);
    },
  },
};

describe("own profile and avatar", () => {
  for (const [name, row] of Object.entries(rows)) {
    for (const role of ROLES) {
      it(`${name} as ${role} → ${row.expect[role]}`, async () => {
        const res = await row.run(role);
        const body = await res.json();
        expect(res.status).toBe(row.expect[role]);
        if (res.status === 401) expect(body).toEqual(SIGN_IN);
        if (res.status === 403) expect(body).toEqual(ADMINS_ONLY);
        await row.check?.(role, body);
      });
    }
  }
});
