import type { ElementType, HTMLAttributes, ReactNode } from "react";
import { cx, type Sx, type SxObject, useSx } from "../../lib/sx.ts";

type Spacing = number | { xs?: number; sm?: number; md?: number; lg?: number };

export type StackProps = HTMLAttributes<HTMLElement> & {
  component?: ElementType;
  direction?: "row" | "column";
  spacing?: Spacing;
  sx?: Sx;
  children?: ReactNode;
  [attribute: string]: unknown;
};

/**
 * MUI's Stack without emotion: a flex column or row whose children are spaced
 * by a margin on every child after the first (not `gap`), as MUI's is.
 */
export function Stack({
  component: C = "div",
  direction = "column",
  spacing,
  sx,
  className,
  ...rest
}: StackProps) {
  const side = direction === "row" ? "ml" : "mt";
  const spaced: SxObject | null = spacing
    ? {
        "& > :not(style):not(style)": { m: 0 },
        "& > :not(style) ~ :not(style)": { [side]: spacing },
      }
    : null;
  const name = useSx(spaced ? [spaced, ...(Array.isArray(sx) ? sx : [sx as SxObject])] : sx);
  return (
    <C
      className={cx("ac-stack", direction === "row" && "ac-stack--row", className, name)}
      {...rest}
    />
  );
}
