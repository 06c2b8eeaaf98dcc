// The field kind the file screen brought to the resource editor: an image's
// focal point, the part every crop keeps. It posts as `{name}.x` and
// `{name}.y` (fractions from the left and the top), which its input
// (components/admin/resource/file-inputs.tsx) renders as two number inputs,
// and with JavaScript also as a click on the picture.
import type { KindCodec } from "./field-kinds.ts";
import type { FieldBase } from "./types.ts";

export type FileKindSpec = FieldBase & { kind: "focalPoint" };

export interface FocalPoint {
  x: number;
  y: number;
}

const isPoint = (v: unknown): v is FocalPoint =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as FocalPoint).x === "number" &&
  typeof (v as FocalPoint).y === "number";

const number = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" && v.trim() ? Number(v) : Number.NaN;
};

export const fileKinds: { [K in FileKindSpec["kind"]]: KindCodec<K> } = {
  focalPoint: {
    // The middle, unless the image says otherwise.
    fromRecord: (v) => (isPoint(v) ? { x: v.x, y: v.y } : { x: 0.5, y: 0.5 }),
    // Empty or not a number reaches the schema's "Use 0 to 1.".
    read: (form, spec) => ({
      x: number(form, `${spec.name}.x`),
      y: number(form, `${spec.name}.y`),
    }),
    toPayload: (v) => v,
    show: (v) =>
      isPoint(v)
        ? `${Math.round(v.x * 100)}% from the left, ${Math.round(v.y * 100)}% from the top`
        : "—",
  },
};
