import { DateTime } from "luxon";
import type { AccessFeature } from "../../core/calendar/access.ts";
import { PRESETS, presetWindow } from "../../core/presets/index.ts";
import { seededRandom } from "../../core/random.ts";
import type { Admission, EventCategory } from "../../core/schemas/calendar.ts";
import { DEFAULT_TIMEZONE } from "../../core/site.ts";
import { eventFacetsOf } from "./facets-data.ts";

// Demo events, generated relative to `now` so every listing preset has
// content whenever the demo is seeded; plus fixed events inside the art-week
// and guide windows of spec §9. Deterministic for a given `now` and venue list.

export interface SeedDate {
  venue: string; // SeedVenue.key
  category: EventCategory;
  label?: string;
  start: Date;
  end: Date;
  is_canceled?: boolean;
  /** Where it was announced before it moved. */
  previous_start?: Date;
  /** Where the date differs from its event (decision 054). */
  admission?: Admission;
  accessibility?: AccessFeature[];
}

export interface SeedEvent {
  name: string;
  summary: string;
  content: string;
  tags: string[];
  featured?: boolean;
  status?: "draft" | "published";
  url?: string;
  /** Unknown unless said; most events on the calendar do not say (decision 032). */
  admission?: Admission;
  price_text?: string;
  ticket_url?: string;
  /** Youngest age admitted: 0 all ages (decision 054). */
  min_age?: number;
  accessibility?: AccessFeature[];
  /** The id it had on the previous site, for old links. */
  legacy_id?: string;
  dates: SeedDate[];
}

export interface SeedVenueRef {
  key: string;
  type: string;
  is_closed?: boolean;
  is_online_only?: boolean;
}

/** Draws from a seeded PRNG, so the demo is the same for the same day. */
function random(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}

export const ADJECTIVES = [
  "Quiet",
  "Long",
  "Northern",
  "Borrowed",
  "Open",
  "Second",
  "Salt",
  "Paper",
  "Late",
  "Common",
  "Slow",
  "Bright",
  "Hidden",
  "Small",
  "Iron",
  "River",
  "Winter",
  "Soft",
  "Public",
  "Loose",
];
export const NOUNS = [
  "Weather",
  "Light",
  "Ground",
  "Rooms",
  "Harvest",
  "Margins",
  "Orbits",
  "Thresholds",
  "Gardens",
  "Patterns",
  "Signals",
  "Shelters",
  "Tides",
  "Maps",
  "Archives",
  "Echoes",
  "Fields",
  "Windows",
];
export const FIRST = [
  "Ana",
  "Mai",
  "Jonah",
  "Rosa",
  "Theo",
  "Ifrah",
  "Lena",
  "Marcus",
  "Yer",
  "Dakota",
  "Sami",
  "Nora",
  "Kwame",
  "Ingrid",
];
export const LAST = [
  "Lindqvist",
  "Vang",
  "Okafor",
  "Hernández",
  "Larsen",
  "Abdi",
  "Whitebird",
  "Nguyen",
  "Olson",
  "Bergstrom",
  "Ahmed",
  "Moua",
];
export const MEDIA = [
  "painting",
  "printmaking",
  "ceramics",
  "photography",
  "textiles",
  "sculpture",
  "drawing",
  "book arts",
  "video",
  "installation",
];
export const CLASSES = [
  "Intro to Screen Printing",
  "Wheel Throwing for Beginners",
  "Figure Drawing Open Session",
  "Bookbinding: Coptic Stitch",
  "Watercolor Landscapes",
  "Letterpress Basics",
  "Natural Dye Workshop",
  "Cyanotype Afternoon",
  "Kids' Clay Club",
  "Portfolio Review Night",
  "Linocut Holiday Cards",
  "Weaving on a Frame Loom",
];
export const PERFORMANCES = [
  "Sound Bath in the Galleries",
  "Dance Among the Sculptures",
  "Poetry Night",
  "Experimental Film Screening",
  "Live Drawing Concert",
];
export const SALES = [
  "Holiday Pottery Sale",
  "Print Sale",
  "Artist Market",
  "Studio Sale",
  "Small Works Sale",
  "Zine Fest",
];

const zone = (d: DateTime) => d.setZone(DEFAULT_TIMEZONE);

/** A made-up ticket page (example.org: the demo sells nothing). */
const tickets = (name: string) =>
  `https://tickets.example.org/${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

/**
 * Admission, varied by position rather than by the seeded draws, so the
 * rest of the demo stays as it was: a third of classes and most
 * performances are paid (one price, or two so no single price can be
 * read), talks and a sixth of exhibitions free, the rest not said.
 */
function admissionOf(kind: "exhibition" | "class" | EventCategory, i: number, name: string) {
  const paid = (price_text: string) => ({
    admission: "paid" as const,
    price_text,
    ticket_url: tickets(name),
  });
  if (kind === "exhibition") return i % 6 === 1 ? { admission: "free" as const } : {};
  if (kind === "class") return i % 3 === 0 ? paid(`$${35 + (i % 4) * 10}, materials included`) : {};
  if (kind === "performance") {
    if (i % 3 === 0) return paid("$15");
    if (i % 3 === 1) return paid("$20, students $10");
    return { admission: "free" as const };
  }
  if (kind === "artist_talk") return { admission: "free" as const };
  return {};
}

export function generateDemoEvents(now: Date, venues: SeedVenueRef[]): SeedEvent[] {
  const today = zone(DateTime.fromJSDate(now)).startOf("day");
  const rng = random(Number(today.toFormat("yyyyLLdd")));
  const open = venues.filter((v) => !v.is_closed && !v.is_online_only);
  const galleries = open.filter((v) => ["gallery", "institution", "studios"].includes(v.type));
  const anyVenue = () => rng.pick(open).key;
  const artist = () => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  const title = () => `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
  const at = (day: DateTime, hour: number, minute = 0) => day.set({ hour, minute }).toJSDate();
  const events: SeedEvent[] = [];

  // Exhibitions: an ongoing run (midnight to midnight after the last day), a
  // Friday or Thursday opening reception, sometimes an artist talk.
  for (let i = 0; i < 48; i++) {
    const first = today.plus({ days: rng.int(-45, 35) });
    const last = first.plus({ days: rng.int(13, 70) });
    const venue = rng.pick(galleries).key;
    const who = artist();
    const medium = rng.pick(MEDIA);
    const name = rng.chance(0.5) ? `${who}: ${title()}` : `${title()}`;
    const opening = first.plus({ days: (5 - first.weekday + 7) % 7 });
    const dates: SeedDate[] = [
      {
        venue,
        category: "ongoing",
        start: first.toJSDate(),
        end: last.plus({ days: 1 }).toJSDate(),
      },
      {
        venue,
        category: "reception",
        label: "Opening Reception",
        start: at(opening, 18),
        end: at(opening, 21),
      },
    ];
    if (rng.chance(0.4)) {
      const talk = opening.plus({ days: rng.int(1, 14) });
      dates.push({
        venue,
        category: "artist_talk",
        label: "Artist Talk",
        start: at(talk, 14),
        end: at(talk, 15),
        is_canceled: rng.chance(0.1),
        // Some talks moved a week on after they were announced.
        ...(i % 5 === 2 ? { previous_start: at(talk.minus({ weeks: 1 }), 14) } : {}),
      });
    }
    if (rng.chance(0.2)) {
      const closing = last.minus({ days: (last.weekday + 1) % 7 });
      dates.push({
        venue,
        category: "reception",
        label: "Closing Reception",
        start: at(closing, 17),
        end: at(closing, 20),
      });
    }
    events.push({
      name,
      summary: `New ${medium} by ${who}, on view through ${last.toFormat("LLLL d")}.`,
      content: `<p>${who} shows new ${medium} made over the last two years.</p><p>The opening reception is free and open to all.</p>`,
      tags: [medium, rng.pick(["solo show", "group show", "emerging artists", "local artists"])],
      featured: i % 9 === 0,
      dates,
      ...admissionOf("exhibition", i, name),
    });
  }

  // Classes and workshops over the next five weeks; some weekly series.
  for (let i = 0; i < 24; i++) {
    const name = `${rng.pick(CLASSES)}${i >= CLASSES.length ? ` (${rng.pick(["Evening", "Weekend", "Series"])})` : ""}`;
    const venue = anyVenue();
    const first = today.plus({ days: rng.int(-3, 30) });
    const hour = rng.pick([10, 13, 18]);
    const sessions = rng.chance(0.4) ? rng.int(2, 4) : 1;
    const dates: SeedDate[] = Array.from({ length: sessions }, (_, s) => {
      const day = first.plus({ weeks: s });
      return {
        venue,
        category: "class" as const,
        label: sessions > 1 ? `Session ${s + 1}` : "Workshop",
        start: at(day, hour),
        end: at(day, hour + rng.int(2, 3)),
        is_canceled: rng.chance(0.06),
      };
    });
    events.push({
      name,
      summary: "Hands-on and beginner friendly; materials included.",
      content: "<p>Registration required. Scholarships are available.</p>",
      tags: ["class", rng.pick(MEDIA)],
      dates,
      ...admissionOf("class", i, name),
    });
  }

  // Performances, talks and sales in the coming weeks, with a few canceled.
  const oneOffs: [readonly string[], EventCategory, number, number][] = [
    [PERFORMANCES, "performance", 19, 2],
    [SALES, "sale", 10, 7],
    [
      ["Curator Talk", "Panel: Making a Living in the Arts", "Studio Visit Tour"],
      "artist_talk",
      14,
      1,
    ],
  ];
  for (const [names, category, hour, length] of oneOffs) {
    for (let i = 0; i < 12; i++) {
      const day = today.plus({ days: rng.int(-10, 28) });
      const venue = anyVenue();
      const name = `${rng.pick(names)} at ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
      const admission = admissionOf(category, i, name);
      events.push({
        name,
        ...admission,
        summary:
          category === "sale"
            ? "Work by local artists, priced for every budget."
            : admission.admission === "paid"
              ? "Tickets online or at the door; all ages welcome."
              : "Free; all ages welcome.",
        content: "<p>Details and accessibility information at the door.</p>",
        tags: [category === "sale" ? "shopping" : category.replace("_", " ")],
        dates: [
          {
            venue,
            category,
            start: at(day, hour),
            end: at(day, hour + length),
            is_canceled: rng.chance(0.08),
          },
        ],
      });
    }
  }

  // Anchors that make "tonight", "this weekend" and "now showing" certain.
  const venue = rng.pick(galleries).key;
  const weekend = presetWindow(PRESETS.weekend, now);
  const weekendDays: DateTime[] = [];
  for (
    let d = zone(DateTime.fromJSDate(weekend.start!)).startOf("day");
    d.toJSDate() < weekend.end!;
    d = d.plus({ days: 1 })
  ) {
    if (d.weekday >= 5) weekendDays.push(d);
  }
  events.push(
    {
      name: "Tonight: Printmakers' Open Studio",
      admission: "free",
      summary: "Presses running, prints for sale, and the artists at work.",
      content: "<p>Drop in any time.</p>",
      tags: ["printmaking", "open studio"],
      dates: [{ venue, category: "reception", start: at(today, 18), end: at(today, 22) }],
    },
    {
      name: "Weekend Studio Crawl",
      summary: "Dozens of studios open their doors Friday through Sunday.",
      content: "<p>Maps at every building.</p>",
      tags: ["open studio", "local artists"],
      featured: true,
      dates: weekendDays.map((d) => ({
        venue,
        category: "sale" as const,
        label: d.toFormat("cccc"),
        start: at(d, 12),
        end: at(d, 22),
      })),
    },
    {
      // A known exhibition for "Now Showing", closing within the week.
      name: "Northern Light: Minnesota Landscapes",
      legacy_id: "5107",
      url: "https://walkerart.org/",
      admission: "paid",
      price_text: "$18",
      ticket_url: tickets("Northern Light"),
      summary: "Forty years of Minnesota landscape painting, from prairie to North Shore.",
      content:
        "<p>Paintings and drawings of lakes, prairie and the North Shore by twelve Minnesota artists.</p>",
      tags: ["painting", "landscape"],
      featured: true,
      dates: [
        {
          venue: "walker",
          category: "ongoing",
          start: today.minus({ days: 40 }).toJSDate(),
          end: today.plus({ days: 5 }).toJSDate(),
        },
        {
          venue: "walker",
          category: "reception",
          label: "Opening Reception",
          start: at(today.minus({ days: 39 }), 18),
          end: at(today.minus({ days: 39 }), 21),
          // A date that differs from its paid run (decision 054): the opening was free, with an interpreter.
          admission: "free",
          accessibility: ["asl"],
        },
      ],
    },
    {
      // A known class for "Classes & Workshops".
      name: "Poster Night: Two-Colour Screen Printing",
      admission: "paid",
      price_text: "$45 with materials",
      ticket_url: tickets("Poster Night"),
      summary: "Three hours, two colours, one poster to take home. No experience needed.",
      content: "<p>All materials included. Wear clothes you don't mind inking.</p>",
      tags: ["printmaking", "workshop"],
      dates: [
        {
          venue: "highpoint",
          category: "class",
          label: "Workshop",
          start: at(today.plus({ days: 3 }), 18),
          end: at(today.plus({ days: 3 }), 21),
          // Announced for tomorrow, then moved.
          previous_start: at(today.plus({ days: 1 }), 18),
        },
      ],
    },
    {
      name: "Draft: Spring Preview",
      summary: "Not announced yet.",
      content: "<p>Embargoed.</p>",
      tags: ["painting"],
      status: "draft",
      dates: [
        {
          venue,
          category: "reception",
          start: at(today.plus({ days: 120 }), 18),
          end: at(today.plus({ days: 120 }), 20),
        },
      ],
    },
  );

  events.push(
    ...fixedWindowEvents(
      open.map((v) => v.key),
      rng,
    ),
  );
  return events.map((e, i) => ({ ...e, ...eventFacetsOf(e, i) }));
}

/** Events inside the fixed windows of spec §9 (art weeks, summer and holiday guides). */
function fixedWindowEvents(venues: string[], rng: ReturnType<typeof random>): SeedEvent[] {
  const day = (iso: string) => DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE });
  const out: SeedEvent[] = [];
  const add = (
    name: string,
    iso: string,
    category: EventCategory,
    hour: number,
    hours: number,
    tags: string[],
  ) => {
    const d = day(iso);
    out.push({
      name,
      summary: `${name}, one of the season's highlights.`,
      content: `<p>${name}.</p>`,
      tags,
      dates: [
        {
          venue: rng.pick(venues),
          category,
          start: d.set({ hour }).toJSDate(),
          end: d.set({ hour: hour + hours }).toJSDate(),
        },
      ],
    });
  };
  const artWeeks: [number, string[]][] = [
    [2022, ["2022-10-12", "2022-10-14", "2022-10-15", "2022-10-18"]],
    [2023, ["2023-09-27", "2023-09-29", "2023-09-30", "2023-10-01"]],
    [2024, ["2024-10-16", "2024-10-17", "2024-10-18", "2024-10-19"]],
  ];
  for (const [year, days] of artWeeks) {
    const parts = ["Opening Night", "Gallery Crawl", "Studio Tour", "Closing Party"];
    for (const [i, d] of days.entries()) {
      add(`Art Week ${year}: ${parts[i]}`, d, i === 2 ? "sale" : "reception", 18, 3, ["art week"]);
    }
  }
  const fairs = [
    "Stone Arch Bridge Festival",
    "Loring Park Art Festival",
    "Uptown Art Fair",
    "Powderhorn Art Fair",
    "Minnetonka Art Festival",
  ];
  for (const year of [2024, 2025]) {
    for (const [i, fair] of fairs.entries()) {
      add(`${fair} ${year}`, `${year}-0${6 + Math.floor(i / 2)}-${10 + i * 3}`, "sale", 10, 8, [
        "art fair",
        "summer",
      ]);
    }
  }
  const holiday = [
    "Holiday Pottery Sale",
    "Handmade Holiday Market",
    "Small Works Holiday Show",
    "Print Sale for the Holidays",
    "New Year Studio Sale",
  ];
  for (const year of [2024, 2025]) {
    for (const [i, sale] of holiday.entries()) {
      const iso = i < 4 ? `${year}-1${1 + Math.floor(i / 2)}-0${3 + i}` : `${year + 1}-01-10`;
      add(`${sale} ${year}`, iso, "sale", 10, 7, ["holiday", "shopping"]);
    }
  }
  return out;
}
