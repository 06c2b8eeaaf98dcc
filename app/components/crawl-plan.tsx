import { planLayout } from "../../core/guides/crawl.ts";
import { ACCENT, INK } from "../colors.ts";

const W = 640;
const H = 360;
const R = 13;

/**
 * A crawl's route as a drawing: its stops numbered, joined in walking order,
 * north up and to scale, with no map tiles. It is what paper gets (and a
 * browser without JavaScript): the page's live map needs the network.
 */
export function CrawlPlan({
  stops,
  title,
}: {
  stops: readonly {
    number: number;
    venue: { name: string; geo: { lat: number; lon: number } | null };
  }[];
  title: string;
}) {
  const at = planLayout(
    stops.map((s) => s.venue.geo),
    W,
    H,
    R * 2 + 4,
  );
  const placed = stops.flatMap((s, i) => (at[i] ? [{ s, p: at[i] }] : []));
  if (!placed.length) return null;
  const route = placed.map(({ p }) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
  return (
    <svg
      className="ac-crawl-plan"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`The route of ${title}: ${placed.map(({ s }) => `${s.number}. ${s.venue.name}`).join(", ")}`}
      width="100%"
      style={{ display: "block", maxWidth: W }}
    >
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} fill="#fafafa" stroke="#bdbdbd" />
      <polyline
        points={route}
        fill="none"
        stroke={ACCENT}
        strokeWidth="3"
        strokeDasharray="7 6"
        strokeLinejoin="round"
      />
      {placed.map(({ s, p }) => (
        <g key={s.number} data-stop={s.number}>
          <circle cx={p.x} cy={p.y} r={R} fill={ACCENT} stroke="#fff" strokeWidth="2" />
          <text
            x={p.x}
            y={p.y}
            dy="0.35em"
            textAnchor="middle"
            fontSize="13"
            fontWeight="700"
            fill="#fff"
            fontFamily="system-ui, sans-serif"
          >
            {s.number}
          </text>
        </g>
      ))}
      <text
        x={W - 12}
        y={22}
        textAnchor="end"
        fontSize="12"
        fill={INK}
        fontFamily="system-ui, sans-serif"
      >
        N ↑
      </text>
    </svg>
  );
}
