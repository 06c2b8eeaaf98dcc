import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { listParamsSchema } from "../../core/schemas/list-params.ts";

// Generators of hostile input for the API fuzzer: wrong types, huge and
// unicode strings, NUL bytes, deep nesting, prototype-pollution keys, SQL and
// HTML metacharacters, malformed JSON and percent-encoding.

/** Field names the API reads, taken from the zod schemas so new fields are fuzzed without a list here. */
export function schemaFieldNames(): string[] {
  const dir = path.join(import.meta.dirname, "../../core/schemas");
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.includes(".test."))) {
    const text = readFileSync(path.join(dir, file), "utf8");
    for (const m of text.matchAll(/^\s+"?([a-zA-Z_][a-zA-Z0-9_]*)"?:\s*(?:z\.|[a-zA-Z])/gm)) {
      names.add(m[1]!);
    }
  }
  return [...names];
}

const POLLUTION_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"];

const specialStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(64),
  "' OR '1'='1",
  "'; drop table profiles; --",
  '" or ""="',
  "%' and 1=1 --",
  "\\",
  "\\x00",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  // Template-injection probes, meant literally.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text itself is the probe
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "%00",
  "%",
  "\uFEFF",
  "\u202E\u202D",
  "\uD800",
  "\uDFFF",
  "𝕏🙂👩‍👩‍👧‍👦",
  "Z̴̧̛a̷l̸g̵o̶",
  "null",
  "true",
  "0",
  "-1",
  "1e309",
  "NaN",
  "Infinity",
  "2026-02-30",
  "2026-11-21T25:61:00Z",
  "0000-00-00",
  "9999-12-31T23:59:59Z",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "http://127.0.0.1:1/",
  "file:///etc/passwd",
  "a,b,,c",
  "gte:2026-01-01",
  "lt:",
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...specialStrings) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("x", "é", "🙂", "\u0000", "'"), fc.integer({ min: 200, max: 60_000 }))
      .map(([c, n]) => c.repeat(n)),
  },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e21, 1e308, Number.MIN_VALUE),
);

/** A JSON object whose keys may be "__proto__" as an own key (as JSON.parse makes it). */
class RawObject {
  readonly entries: [string, unknown][];
  constructor(entries: [string, unknown][]) {
    this.entries = entries;
  }
}

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

function keyArb(fields: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...fields) },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
    { weight: 1, arbitrary: hostileString.filter((s) => s.length < 100) },
  );
}

/** Any JSON value, shallow or nested, with hostile leaves and keys. */
export function hostileValue(fields: string[]): fc.Arbitrary<unknown> {
  const key = keyArb(fields);
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      { weight: 6, arbitrary: leaf },
      { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.tuple(key, tie("value")), { maxLength: 4 })
          .map((e) => new RawObject(e)),
      },
    ),
  }));
  return fc.oneof(
    { weight: 8, arbitrary: value },
    // Deep nesting, around the server's limit of 32 levels.
    {
      weight: 1,
      arbitrary: fc
        .tuple(leaf, fc.integer({ min: 20, max: 40 }), fc.boolean())
        .map(([inner, depth, asArray]) => {
          let v: unknown = inner;
          for (let i = 0; i < depth; i++) v = asArray ? [v] : new RawObject([["a", v]]);
          return v;
        }),
    },
  );
}

/** JSON text, keeping "__proto__" and friends as plain keys. */
export function toJson(value: unknown): string {
  if (value instanceof RawObject) {
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(",")}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  return JSON.stringify(value) ?? "null";
}

/** Turns a sample body into one with some fields replaced or added. */
function mutated(sample: Record<string, unknown>, fields: string[]) {
  const keys = Object.keys(sample);
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), keyArb(fields)), hostileValue(fields)), {
      minLength: 1,
      maxLength: 3,
    })
    .map((changes) => {
      const entries = new Map<string, unknown>(Object.entries(sample));
      for (const [k, v] of changes) entries.set(k, v);
      return toJson(new RawObject([...entries]));
    });
}

const brokenJson = fc.constantFrom(
  "{",
  "[",
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  "nul",
  '"\u0000"',
  '{"a":"\u0001"}',
  "1e999",
  '{"amount":1e400}',
  '{"a":1}{"b":2}',
  "\uFEFF{}",
  "[".repeat(5000),
  `${"[".repeat(40)}${"]".repeat(40)}`,
  `{"__proto__":{"polluted":"yes"}}`,
  `{"constructor":{"prototype":{"polluted":"yes"}}}`,
);

/** A request body as text: generated JSON, a mutated valid sample, or broken JSON. */
export function bodyText(
  fields: string[],
  sample: Record<string, unknown> | undefined,
): fc.Arbitrary<string> {
  const generated = hostileValue(fields).map(toJson);
  const object = fc
    .array(fc.tuple(keyArb(fields), hostileValue(fields)), { maxLength: 6 })
    .map((e) => toJson(new RawObject(e)));
  return fc.oneof(
    { weight: 3, arbitrary: object },
    { weight: 2, arbitrary: generated },
    { weight: 1, arbitrary: brokenJson },
    ...(sample ? [{ weight: 4, arbitrary: mutated(sample, fields) }] : []),
  );
}

/** Percent-encodes any string, lone surrogates included (as U+FFFD, as a browser would). */
export const encode = (s: string) => encodeURIComponent(s.toWellFormed());

const malformedEscapes = fc.constantFrom("%", "%Z", "%E0%A4%A", "%FF", "%C0%AF", "%00", "+", "%2B");

/** A query string (without "?"): known list parameters and schema fields, repeated or not, with hostile values. */
export function queryText(fields: string[]): fc.Arbitrary<string> {
  const listKeys = Object.keys(listParamsSchema.shape);
  const pair = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(keyArb([...listKeys, ...listKeys, ...fields]), hostileString)
        .map(([k, v]) => `${encode(k)}=${encode(v)}`),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...listKeys), hostileNumber)
        .map(([k, v]) => `${k}=${encode(String(v))}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...listKeys), malformedEscapes)
        .map(([k, v]) => `${k}=${v}`),
    },
  );
  return fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join("&"));
}

/** A path parameter: a real record's id or slug most of the time, else something hostile. */
export function pathParam(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known).map(encode) },
    { weight: 3, arbitrary: hostileString.filter((s) => s.length < 2000).map(encode) },
    { weight: 1, arbitrary: malformedEscapes },
  );
}
