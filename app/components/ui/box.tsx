import type { ElementType, HTMLAttributes, ReactNode, Ref } from "react";
import { cx, type Sx, useSx } from "../../lib/sx.ts";

export type BoxProps = HTMLAttributes<HTMLElement> & {
  component?: ElementType;
  sx?: Sx;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  // Attributes of the element `component` names (href, htmlFor, dateTime…).
  [attribute: string]: unknown;
};

/** MUI's Box without emotion: an element (a div unless `component` says) with an `sx` class. */
export function Box({ component: C = "div", sx, className, ...rest }: BoxProps) {
  const name = useSx(sx);
  return <C className={cx(className, name)} {...rest} />;
}
