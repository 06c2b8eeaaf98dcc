import type { HTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

// Chips drawn from a static stylesheet (app/styles/chips.css) rather than MUI's
// Chip: the listings, the event page and the venue page each showed a few, and
// MUI's Chip with its ripple and delete icon was 3 KB of every first load.

/** outlined: a plain choice; filled: an applied filter; primary: where you are. */
export type ChipLook = "outlined" | "filled" | "primary";

const chipClass = (look: ChipLook, extra?: string) =>
  ["ac-chip", `ac-chip--${look}`, extra].filter(Boolean).join(" ");

/** A link that looks like a chip: presets, categories, tags, filters to remove. */
export function ChipLink({
  look = "outlined",
  className,
  children,
  ...link
}: LinkProps & { look?: ChipLook }) {
  return (
    <Link {...link} className={chipClass(look, className)}>
      <span className="ac-chip__label">{children}</span>
    </Link>
  );
}

/** A chip that is not a link: the current category, a venue's open status. */
export function Chip({
  look = "filled",
  className,
  children,
  ...span
}: { look?: ChipLook; className?: string; children: ReactNode } & Omit<
  HTMLAttributes<HTMLSpanElement>,
  "className" | "children"
>) {
  return (
    <span {...span} className={chipClass(look, className)}>
      <span className="ac-chip__label">{children}</span>
    </span>
  );
}
