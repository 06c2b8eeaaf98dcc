// The `sx` prop of the public pages' layout pieces (app/components/ui/), without
// MUI and emotion: the same object notation and theme values (8 px spacing, the
// palette of app/theme.ts, MUI's breakpoints) turned into one class per distinct
// object. The server collects the classes a render used and writes their rules
// into the document's head (app/entry.server.tsx); the browser adopts those and
// adds the rules of anything rendered later (docs/decisions/033-lighter-first-load.md).
import { createContext, useContext, useInsertionEffect } from "react";
import { documentNonce } from "./csp-nonce.ts";

type Scalar = string | number;
type Responsive = { xs?: Scalar; sm?: Scalar; md?: Scalar; lg?: Scalar; xl?: Scalar };
export type SxValue = Scalar | Responsive | SxObject | null | undefined | false;
export interface SxObject {
  [key: string]: SxValue;
}
/** An object, or a list of them (falsy entries skipped), as MUI's `sx` takes. */
export type Sx = SxObject | readonly (SxObject | false | null | undefined)[];

/** MUI's breakpoints (app/styles/*.css use the same). */
const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
type Breakpoint = keyof typeof BREAKPOINTS;
const ORDER = Object.keys(BREAKPOINTS) as Breakpoint[];

/** The palette entries of app/theme.ts that `sx` may name (MUI resolves the same paths). */
const PALETTE: Record<string, string> = {
  primary: "#002fa7",
  "primary.main": "#002fa7",
  "primary.dark": "rgb(0, 32, 116)",
  "primary.contrastText": "#ffffff",
  secondary: "#111111",
  "secondary.main": "#111111",
  "text.primary": "#111111",
  "text.secondary": "#555555",
  "background.default": "#ffffff",
  "background.paper": "#ffffff",
  divider: "#e6e6e6",
  "action.hover": "rgba(0, 0, 0, 0.04)",
  "grey.50": "#fafafa",
  "grey.100": "#f5f5f5",
  "grey.200": "#eeeeee",
  "grey.300": "#e0e0e0",
  "grey.400": "#bdbdbd",
  "grey.500": "#9e9e9e",
  "grey.600": "#757575",
  "grey.700": "#616161",
  "grey.800": "#424242",
  "grey.900": "#212121",
  "common.white": "#fff",
  "common.black": "#000",
};

const SHADOWS = [
  "none",
  "0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12)",
  "0px 3px 1px -2px rgba(0,0,0,0.2),0px 2px 2px 0px rgba(0,0,0,0.14),0px 1px 5px 0px rgba(0,0,0,0.12)",
];

export function paletteColor(value: string): string {
  return PALETTE[value] ?? value;
}

const SPACING_ALIASES: Record<string, string[]> = {
  m: ["margin"],
  mt: ["margin-top"],
  mr: ["margin-right"],
  mb: ["margin-bottom"],
  ml: ["margin-left"],
  mx: ["margin-left", "margin-right"],
  my: ["margin-top", "margin-bottom"],
  p: ["padding"],
  pt: ["padding-top"],
  pr: ["padding-right"],
  pb: ["padding-bottom"],
  pl: ["padding-left"],
  px: ["padding-left", "padding-right"],
  py: ["padding-top", "padding-bottom"],
};
const SPACING_PROPS = new Set([
  "margin",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "gap",
  "row-gap",
  "column-gap",
]);
const SIZING_PROPS = new Set([
  "width",
  "max-width",
  "min-width",
  "height",
  "max-height",
  "min-height",
]);
const BORDER_PROPS = new Set([
  "border",
  "border-top",
  "border-right",
  "border-bottom",
  "border-left",
]);
const COLOR_PROPS = new Set([
  "color",
  "background-color",
  "border-color",
  "border-top-color",
  "border-bottom-color",
  "fill",
  "stroke",
  "outline-color",
]);
/** Numbers stay bare for these (emotion's list, the part we use); others get px. */
const UNITLESS = new Set([
  "line-height",
  "font-weight",
  "opacity",
  "z-index",
  "flex",
  "flex-grow",
  "flex-shrink",
  "order",
  "grid-column",
  "grid-row",
  "aspect-ratio",
]);

const kebab = (key: string) =>
  key.startsWith("--") ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const spacing = (v: Scalar) => (typeof v === "number" ? `${v * 8}px` : v);

/** One declaration's property names and value, as MUI's sx would write it. */
function declarations(key: string, value: Scalar): [string, string][] {
  if (key === "bgcolor") key = "backgroundColor";
  const names = SPACING_ALIASES[key] ?? [kebab(key)];
  return names.map((name) => {
    let v: string;
    if (SPACING_PROPS.has(name)) v = spacing(value);
    else if (SIZING_PROPS.has(name)) {
      if (typeof value === "number") v = value > 0 && value <= 1 ? `${value * 100}%` : `${value}px`;
      else v = value in BREAKPOINTS ? `${BREAKPOINTS[value as Breakpoint]}px` : value;
    } else if (BORDER_PROPS.has(name) && typeof value === "number") v = `${value}px solid`;
    else if (name === "border-radius" && typeof value === "number") v = `${value * 4}px`;
    else if (name === "box-shadow" && typeof value === "number") v = SHADOWS[value] ?? "none";
    else if (COLOR_PROPS.has(name) && typeof value === "string") v = paletteColor(value);
    else if (typeof value === "number")
      v = UNITLESS.has(name) || value === 0 ? `${value}` : `${value}px`;
    else v = value;
    return [name, v];
  });
}

const isResponsive = (v: object): v is Responsive =>
  Object.keys(v).length > 0 && Object.keys(v).every((k) => k in BREAKPOINTS);

/** Rules of one selector: its own declarations, nested selectors and, per breakpoint, the same. */
interface Block {
  decls: string[];
  media: Map<string, Block>;
  nested: Map<string, Block>;
}
const block = (): Block => ({ decls: [], media: new Map(), nested: new Map() });

function child(map: Map<string, Block>, key: string): Block {
  let b = map.get(key);
  if (!b) {
    b = block();
    map.set(key, b);
  }
  return b;
}

const minWidth = (bp: Breakpoint) => `@media (min-width:${BREAKPOINTS[bp]}px)`;

function fill(target: Block, sx: SxObject) {
  for (const [key, value] of Object.entries(sx)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === "object") {
      if (isResponsive(value)) {
        for (const bp of ORDER) {
          const v = value[bp];
          if (v === undefined || v === null) continue;
          const into = bp === "xs" ? target : child(target.media, minWidth(bp));
          for (const [n, d] of declarations(key, v)) into.decls.push(`${n}:${d}`);
        }
      } else if (key.startsWith("@media")) fill(child(target.media, key), value as SxObject);
      else fill(child(target.nested, key), value as SxObject);
      continue;
    }
    for (const [n, d] of declarations(key, value)) target.decls.push(`${n}:${d}`);
  }
}

/** "&:hover", "& a", "&::after", "& > summary" (several with commas) under a selector. */
function nestSelector(parent: string, key: string): string {
  return key
    .split(",")
    .map((part) => {
      const p = part.trim();
      return p.includes("&") ? p.replaceAll("&", parent) : `${parent} ${p}`;
    })
    .join(",");
}

function write(selector: string, b: Block, out: string[]) {
  if (b.decls.length) out.push(`${selector}{${b.decls.join(";")}}`);
  for (const [key, nested] of b.nested) write(nestSelector(selector, key), nested, out);
  // Breakpoints from small to large, as MUI orders them, whatever order sx named them in.
  const media = [...b.media].sort((a, z) => mediaRank(a[0]) - mediaRank(z[0]));
  for (const [query, inner] of media) {
    const rules: string[] = [];
    write(selector, inner, rules);
    if (rules.length) out.push(`${query}{${rules.join("")}}`);
  }
}

function mediaRank(query: string): number {
  const m = /^@media \(min-width:(\d+)px\)$/.exec(query);
  return m ? Number(m[1]) : Number.MAX_SAFE_INTEGER;
}

/** FNV-1a, in base 36: a short, stable class name for a rule text. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** Class name → its rules; every class ever made, so the server can write a page's set. */
const rules = new Map<string, string>();
/** sx as JSON → class name, so a repeated object costs a lookup. Bounded: values vary by data. */
const memo = new Map<string, string>();
const MEMO_MAX = 5000;

/** The class for an `sx` (or "" for an empty one); its rules are kept in `rules`. */
export function sxClass(sx: Sx | undefined): string {
  if (!sx) return "";
  const key = JSON.stringify(sx);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const root = block();
  for (const part of Array.isArray(sx) ? sx : [sx]) if (part) fill(root, part as SxObject);
  const out: string[] = [];
  write("&", root, out);
  let name = "";
  if (out.length) {
    const text = out.join("");
    name = `x-${hash(text)}`;
    if (!rules.has(name)) rules.set(name, text.replaceAll("&", `.${name}`));
  }
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(key, name);
  return name;
}

export function sxRules(name: string): string | undefined {
  return rules.get(name);
}

/** The classes one server render used; app/entry.server.tsx writes their rules. */
export class SxSheet {
  readonly used = new Set<string>();
  /** The <style> element's text and its data-sx list (which the browser reads back). */
  collect(): { css: string; names: string } {
    const names = [...this.used];
    return { css: names.map((n) => rules.get(n) ?? "").join(""), names: names.join(" ") };
  }
}
export const SxSheetContext = createContext<SxSheet | null>(null);

/** In the browser: classes whose rules the document already has, and where new ones go. */
let inserted: Set<string> | null = null;
let target: HTMLStyleElement | null = null;

function insert(name: string) {
  if (!inserted) {
    inserted = new Set();
    for (const el of document.querySelectorAll<HTMLStyleElement>("style[data-sx]"))
      for (const n of (el.dataset.sx ?? "").split(" ")) if (n) inserted.add(n);
  }
  if (!name || inserted.has(name)) return;
  inserted.add(name);
  if (!target) {
    target = document.createElement("style");
    target.dataset.sxClient = "";
    const nonce = documentNonce();
    if (nonce) target.nonce = nonce;
    document.head.appendChild(target);
  }
  target.appendChild(document.createTextNode(rules.get(name) ?? ""));
}

/** A component's class for `sx`: recorded for the server's sheet, inserted in the browser. */
export function useSx(sx: Sx | undefined): string {
  const name = sxClass(sx);
  const sheet = useContext(SxSheetContext);
  if (sheet && name) sheet.used.add(name);
  useInsertionEffect(() => {
    if (name) insert(name);
  }, [name]);
  return name;
}

/** Class names joined, falsy ones left out. */
export function cx(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(" ");
  return joined || undefined;
}
