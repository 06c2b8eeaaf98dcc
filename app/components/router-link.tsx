import type { Ref } from "react";
import { Link, type LinkProps } from "react-router";

/** Lets MUI links and buttons navigate client-side: `href` becomes React Router's `to`. */
export function RouterLink({
  href,
  ref,
  ...props
}: Omit<LinkProps, "to"> & { href: LinkProps["to"]; ref?: Ref<HTMLAnchorElement> }) {
  return <Link ref={ref} to={href} {...props} />;
}
