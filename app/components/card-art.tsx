import { venueTypeStyle } from "../../core/venues/types.ts";

/**
 * The image slot of a card without a picture: a quiet panel tinted with its
 * venue type's colour and the title's initial keeps the grid image-first
 * without pretending to be a picture. Plain markup styled by
 * app/styles/cards.css: lists render many of these.
 */
export function CardArt({
  title,
  venueType,
  size,
  className,
}: {
  title: string;
  venueType: string | null | undefined;
  /** A square of this many pixels instead of the wide panel. */
  size?: number;
  className?: string;
}) {
  const { color } = venueTypeStyle(venueType);
  const initial = title.trim().charAt(0).toUpperCase() || "·";
  return (
    <div
      aria-hidden="true"
      className={`ac-media ac-art${className ? ` ${className}` : ""}`}
      style={{
        color,
        backgroundColor: `${color}14`,
        backgroundImage: `linear-gradient(135deg, ${color}24 0%, transparent 60%)`,
        ...(size ? { width: size, height: size, aspectRatio: "auto" } : {}),
      }}
    >
      <span
        className="ac-art__initial"
        style={size ? { fontSize: Math.round(size * 0.6), padding: "0 8px 4px" } : undefined}
      >
        {initial}
      </span>
    </div>
  );
}
