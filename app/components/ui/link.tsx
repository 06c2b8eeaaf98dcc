import type { AnchorHTMLAttributes, ElementType, ReactNode } from "react";
import { cx, paletteColor, type Sx, type SxObject, useSx } from "../../lib/sx.ts";
import type { TypographyVariant } from "./typography.tsx";

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** React Router's Link, for a `to`; an <a> otherwise. */
  component?: ElementType;
  to?: string;
  /** A palette path or "inherit"; the accent when unset. */
  color?: string;
  underline?: "always" | "hover" | "none";
  variant?: TypographyVariant;
  sx?: Sx;
  children?: ReactNode;
  [attribute: string]: unknown;
};

/** An rgba() of a #rrggbb colour, for the underline drawn lighter than the text. */
function faded(hex: string): string | undefined {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return undefined;
  const [r, g, b] = m.slice(1).map((h) => Number.parseInt(h, 16));
  return `rgba(${r}, ${g}, ${b}, 0.4)`;
}

/**
 * MUI's Link without emotion: the text of the variant around it (or of
 * `variant`), the accent colour, underlined always unless `underline` says.
 */
export function Link({
  component: C = "a",
  color = "primary",
  underline = "always",
  variant = "inherit",
  sx,
  className,
  ...rest
}: LinkProps) {
  const resolved = color === "inherit" ? "inherit" : paletteColor(color);
  const own: SxObject = { color: resolved, "--ac-link-line": faded(resolved) };
  const name = useSx([own, ...(Array.isArray(sx) ? sx : [sx as SxObject])]);
  return (
    <C
      className={cx(
        "ac-t",
        `ac-t--${variant}`,
        "ac-link",
        underline !== "always" && `ac-link--${underline}`,
        className,
        name,
      )}
      {...rest}
    />
  );
}
