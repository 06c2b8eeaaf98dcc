import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileErrors, validate } from "@readme/openapi-parser";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Call,
  type ContractContext,
  type ContractPlans,
  contractContext,
} from "./contract/context.ts";
import { bearer } from "./factories.ts";
import { PREFIX, v5Endpoints } from "./fuzz/endpoints.ts";
import { createTestApp } from "./test-app.ts";

// The OpenAPI document (issue 32, decision 062) against the server it
// describes: it is valid OpenAPI 3.1, its examples fit its schemas, and every
// operation it documents is called on a seeded server (the plans in
// tests/contract/, one file a module), each answer checked against the
// schema the document gives for that status. An answer other than
// documented, an operation no plan calls, or a route of a covered module the
// document leaves out, fails.

// Its own data directory: uploads and imports land there, not in the checkout.
const dataDir = mkdtempSync(join(tmpdir(), "artcal-contract-"));
const t = await createTestApp({ env: { DATA_DIR: dataDir } });
const doc = await (await t.app.request(`${PREFIX}/openapi.json`)).json();

// CONTRACT_MODULES=blog,shop: only those plan files, and only the operations they cover
// (while a module is being documented); unset, all of them.
const only = process.env.CONTRACT_MODULES?.split(",").map((m) => `${m.trim()}.ts`);
const modules: ContractPlans[] = [];
for (const file of readdirSync(new URL("./contract/", import.meta.url))) {
  if (file === "context.ts" || !file.endsWith(".ts") || (only && !only.includes(file))) continue;
  modules.push(...(Object.values(await import(`./contract/${file}`)) as ContractPlans[]));
}

type Json = Record<string, unknown>;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addSchema(doc, "openapi.json");
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

/** A response object, its $ref followed. */
function responseOf(r: Json): Json {
  if (!r.$ref) return r;
  return doc.components.responses[(r.$ref as string).split("/").pop()!];
}

/** Where the JSON schema of an operation's answer with `status` is. */
function schemaPointer(path: string, method: string, operation: Json, status: string): string {
  const r = (operation.responses as Record<string, Json>)[status]!;
  if (r.$ref) {
    const name = (r.$ref as string).split("/").pop()!;
    return pointer("components", "responses", name, "content", "application/json", "schema");
  }
  return pointer(
    "paths",
    path,
    method,
    "responses",
    status,
    "content",
    "application/json",
    "schema",
  );
}

/** null when `body` fits the schema at a JSON pointer into the document, else why not. */
function misfit(at: string, body: unknown): string | null {
  const check =
    ajv.getSchema(`openapi.json#/${at}`) ?? ajv.compile({ $ref: `openapi.json#/${at}` });
  return check(body) ? null : ajv.errorsText(check.errors, { dataVar: "body" });
}

const operations = Object.entries(doc.paths as Record<string, Record<string, Json>>)
  .filter(([path]) => !only || modules.some((m) => m.covers.test(path)))
  .flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation,
    })),
  );

let context: ContractContext;
const plans = new Map<string, (() => Promise<Call[]> | Call[])[]>();

beforeAll(async () => {
  context = await contractContext(t);
  for (const m of modules) await m.seed?.(context);
  for (const m of modules)
    for (const [name, plan] of Object.entries(m.plans(context)))
      plans.set(name, [...(plans.get(name) ?? []), plan]);
});

afterAll(async () => {
  for (const m of modules) await m.teardown?.();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the OpenAPI document", () => {
  it("validates as OpenAPI 3.1", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(doc));
    expect(result.valid ? "" : compileErrors(result)).toBe("");
  });

  it("gives each operation a summary, a tag and an example answer that fits its schema", () => {
    for (const { name, path, method, operation } of operations) {
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags, name).toHaveLength(1);
      const status = Object.keys(operation.responses as Json).find((s) => /^[23]/.test(s))!;
      const content = (operation.responses as Record<string, Json>)[status]!.content as Json;
      // An answer without content (204, 303) or one that is a file has no JSON example.
      if (!content?.["application/json"]) continue;
      const example = (content["application/json"] as Json).example;
      expect(example, `${name} has no example`).toBeDefined();
      expect(misfit(schemaPointer(path, method, operation, status), example), name).toBeNull();
    }
  });

  it("documents every route of the modules the contract covers", () => {
    const documented = new Set(operations.map((o) => o.name));
    const routes = v5Endpoints(t.app)
      .filter((e) => modules.some((m) => m.covers.test(e.pattern)))
      .map((e) => `${e.method} ${e.pattern.replace(/:([^/]+)/g, "{$1}")}`);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((r) => !documented.has(r))).toEqual([]);
  });
});

describe("every documented operation answers as documented", () => {
  it.each(operations.map((o) => [o.name, o] as const))("%s", async (name, o) => {
    const planned = plans.get(name);
    expect(planned, `no call planned for ${name}`).toBeDefined();
    const answers: string[] = [];
    for (const plan of planned!)
      for (const call of await plan()) {
        const res = await t.app.request(`${PREFIX}${call.path}`, {
          method: o.method.toUpperCase(),
          redirect: "manual",
          headers: {
            ...(call.body === undefined ? {} : { "content-type": "application/json" }),
            ...(call.token ? bearer(call.token) : {}),
            ...call.headers,
          },
          ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        });
        const request = `${o.method.toUpperCase()} ${call.path} → ${res.status}`;
        const status = String(res.status);
        const responses = o.operation.responses as Record<string, Json>;
        expect(Object.keys(responses), `${request} is not documented`).toContain(status);
        const documented = responseOf(responses[status]!);
        const type = res.headers.get("content-type")?.split(";")[0] ?? null;
        if (type !== "application/json") {
          // Not JSON: no content (204, 303) or a file of the documented media type.
          const media = documented.content ? Object.keys(documented.content as Json) : [null];
          expect(media, request).toContain(res.status === 303 ? null : type);
          answers.push(`${status} ${type}`);
          continue;
        }
        const body = await res.json();
        answers.push(`${status} ${JSON.stringify(body).slice(0, 300)}`);
        expect(
          misfit(schemaPointer(o.path, o.method, o.operation, status), body),
          request,
        ).toBeNull();
      }
    expect(
      answers.some((a) => /^[23]/.test(a)),
      `${name} never succeeded: ${answers.join("\n")}`,
    ).toBe(true);
  });
});
