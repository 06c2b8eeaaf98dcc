import type { HTMLAttributes, ReactNode } from "react";
import { cx, type Sx, useSx } from "../../lib/sx.ts";

export type ContainerProps = HTMLAttributes<HTMLDivElement> & {
  maxWidth?: "sm" | "md" | "lg" | "xl";
  sx?: Sx;
  children?: ReactNode;
};

/** MUI's Container without emotion: the page column of app/styles/frame.css at a width. */
export function Container({ maxWidth = "lg", sx, className, ...rest }: ContainerProps) {
  const name = useSx(sx);
  return (
    <div
      className={cx(
        "ac-container",
        maxWidth !== "lg" && `ac-container--${maxWidth}`,
        className,
        name,
      )}
      {...rest}
    />
  );
}
