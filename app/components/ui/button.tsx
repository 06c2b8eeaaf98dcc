import type { ButtonHTMLAttributes, ElementType, ReactNode } from "react";
import { cx, type Sx, useSx } from "../../lib/sx.ts";

export type ButtonProps = ButtonHTMLAttributes<HTMLElement> & {
  variant?: "text" | "outlined" | "contained";
  color?: "primary" | "secondary" | "inherit";
  size?: "small" | "medium" | "large";
  fullWidth?: boolean;
  /** React Router's Link (with `to`), or another element; an <a> with `href`, else a <button>. */
  component?: ElementType;
  href?: string;
  to?: string;
  sx?: Sx;
  children?: ReactNode;
  [attribute: string]: unknown;
};

/** MUI's Button (without elevation, as the theme has it) as a plain element: app/styles/ui.css. */
export function Button({
  variant = "text",
  color = "primary",
  size = "medium",
  fullWidth,
  component,
  sx,
  className,
  type,
  ...rest
}: ButtonProps) {
  const name = useSx(sx);
  const C = component ?? (rest.href !== undefined ? "a" : "button");
  return (
    <C
      className={cx(
        "ac-btn",
        `ac-btn--${variant}`,
        color !== "primary" && `ac-btn--${color}`,
        size !== "medium" && `ac-btn--${size}`,
        fullWidth && "ac-btn--full",
        className,
        name,
      )}
      {...(C === "button" ? { type: type ?? "button" } : {})}
      {...rest}
    />
  );
}
