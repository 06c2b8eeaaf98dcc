import type { ElementType, HTMLAttributes, ReactNode } from "react";
import { cx, paletteColor, type Sx, type SxObject, useSx } from "../../lib/sx.ts";

export type TypographyVariant =
  | "h1"
  | "h2"
  | "h3"
  | "h4"
  | "h5"
  | "h6"
  | "subtitle1"
  | "subtitle2"
  | "body1"
  | "body2"
  | "caption"
  | "overline"
  | "inherit";

/** The element each variant renders when `component` says nothing (MUI's variantMapping). */
const ELEMENT: Record<TypographyVariant, ElementType> = {
  h1: "h1",
  h2: "h2",
  h3: "h3",
  h4: "h4",
  h5: "h5",
  h6: "h6",
  subtitle1: "h6",
  subtitle2: "h6",
  body1: "p",
  body2: "p",
  inherit: "p",
  caption: "span",
  overline: "span",
};

/**
 * The colours MUI 9's Typography takes by name. It ignores any other value,
 * "text.secondary" included (a palette path works in `sx`, not here), and the
 * pages were drawn that way: so does this.
 */
const COLORS: Record<string, string> = {
  primary: paletteColor("primary"),
  secondary: paletteColor("secondary"),
  textPrimary: paletteColor("text.primary"),
  textSecondary: paletteColor("text.secondary"),
};

export type TypographyProps = HTMLAttributes<HTMLElement> & {
  variant?: TypographyVariant;
  component?: ElementType;
  /** "primary", "secondary", "textPrimary" or "textSecondary", as MUI 9 takes them. */
  color?: string;
  gutterBottom?: boolean;
  sx?: Sx;
  children?: ReactNode;
  [attribute: string]: unknown;
};

/** MUI's Typography without emotion: the variant's class from app/styles/ui.css, then `sx`. */
export function Typography({
  variant = "body1",
  component,
  color,
  gutterBottom,
  sx,
  className,
  ...rest
}: TypographyProps) {
  const C = component ?? ELEMENT[variant];
  const named = color ? COLORS[color] : undefined;
  const colored: Sx | undefined = named
    ? [{ color: named }, ...(Array.isArray(sx) ? sx : [sx as SxObject])]
    : sx;
  const name = useSx(colored);
  return (
    <C
      className={cx("ac-t", `ac-t--${variant}`, gutterBottom && "ac-t--gutter", className, name)}
      {...rest}
    />
  );
}
