import type { Preset } from "./index.ts";

// The spec's dated presets as the code defined them before they became
// guides (migration 0024, decision 057). Only tests import this: they hold
// the guides to the old code's answers.

export const LEGACY_PRESET_KEYS = [
  "tcartweek2022",
  "tcartweek2023",
  "tcartweek2024",
  "summer-art-fest-guide-2024",
  "summer-art-fest-guide-2025",
  "2024-holiday-shopping-guide",
  "2025-holiday-shopping-guide",
] as const;
export type LegacyPresetKey = (typeof LEGACY_PRESET_KEYS)[number];

function dated(key: LegacyPresetKey, title: string, first: string, last: string): Preset {
  return {
    key,
    title,
    categories: null,
    type: null,
    canceled: "include",
    sort_by: "start",
    sort: "asc",
    window: { kind: "days", first, last },
  };
}

export const LEGACY_PRESETS: Record<LegacyPresetKey, Preset> = {
  tcartweek2022: dated("tcartweek2022", "Twin Cities Art Week 2022", "2022-10-11", "2022-10-19"),
  tcartweek2023: dated("tcartweek2023", "Twin Cities Art Week 2023", "2023-09-27", "2023-10-02"),
  tcartweek2024: dated("tcartweek2024", "Twin Cities Art Week 2024", "2024-10-16", "2024-10-20"),
  "summer-art-fest-guide-2024": dated(
    "summer-art-fest-guide-2024",
    "2024 Summer Art Fest Guide",
    "2024-04-01",
    "2024-10-01",
  ),
  "summer-art-fest-guide-2025": dated(
    "summer-art-fest-guide-2025",
    "2025 Summer Art Fest Guide",
    "2025-04-01",
    "2025-10-01",
  ),
  "2024-holiday-shopping-guide": dated(
    "2024-holiday-shopping-guide",
    "2024 Holiday Shopping Guide",
    "2024-11-01",
    "2025-01-15",
  ),
  "2025-holiday-shopping-guide": dated(
    "2025-holiday-shopping-guide",
    "2025 Holiday Shopping Guide",
    "2025-11-01",
    "2026-01-15",
  ),
};
