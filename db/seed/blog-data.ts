// Demo blog ("Written"): a few authors, the three categories and twenty
// articles dated back from `now` (one scheduled, one draft), some linking to
// demo events so article pages show related events. Deterministic for a `now`.

export interface SeedAuthor {
  key: string;
  name: string;
  bio: string;
  website?: string;
}
export interface SeedCategory {
  key: string;
  title: string;
  description: string;
}
export interface SeedArticle {
  title: string;
  summary: string;
  content: string;
  author: string; // SeedAuthor.key
  category: string; // SeedCategory.key
  is_published: boolean;
  published_date: Date | null;
  legacy_id?: string;
}

export const SEED_AUTHORS: SeedAuthor[] = [
  {
    key: "maren",
    name: "Maren Lindqvist",
    bio: "Maren writes about painting and printmaking in the Twin Cities.\n\nShe has covered the Minneapolis gallery scene since the Warehouse District was still full of warehouses.",
    website: "https://example.com/maren",
  },
  {
    key: "dev",
    name: "Devon Okafor",
    bio: "Devon is a photographer and critic based in St. Paul, interested in how art gets made and who gets to see it.",
  },
  {
    key: "ruth",
    name: "Ruth Xiong",
    bio: "Ruth edits Written. She likes small shows, long walks between galleries and artists who explain their work plainly.",
  },
];

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    key: "scene",
    title: "The Scene",
    description:
      "What is opening, closing and worth the drive this week in Minneapolis and St. Paul.",
  },
  {
    key: "reviews",
    title: "Exhibition Reviews",
    description:
      "Close looks at the shows on our walls, from museum surveys to one-room galleries.",
  },
  {
    key: "interviews",
    title: "Interviews",
    description: "Artists, curators and organizers on their work, in their own words.",
  },
];

export const TOPICS: [title: string, summary: string, category: string, author: string][] = [
  [
    "Ten Openings Worth Your Friday",
    "A walk through this week's receptions, from Northeast to Lowertown.",
    "scene",
    "ruth",
  ],
  [
    "Northern Light Is a Quiet Triumph",
    "Forty years of landscape painting, hung with rare patience.",
    "reviews",
    "maren",
  ],
  [
    "The Printmakers Keeping Lowertown Inky",
    "Inside the studios where the presses never quite stop.",
    "interviews",
    "dev",
  ],
  [
    "A Weekend Studio Crawl, Planned",
    "How to see the most studios with the least backtracking.",
    "scene",
    "ruth",
  ],
  [
    "Color Fields on University Avenue",
    "A young painter's first solo show asks for slow looking.",
    "reviews",
    "maren",
  ],
  [
    "Talking Clay With a Potter Who Teaches",
    "On wheels, kilns and the pleasure of a good mistake.",
    "interviews",
    "dev",
  ],
  [
    "Where to See Art When It Is Ten Below",
    "Warm rooms, long hours and free admission this winter.",
    "scene",
    "ruth",
  ],
  [
    "Photographs That Listen",
    "A documentary series from the North Side, reviewed.",
    "reviews",
    "dev",
  ],
  [
    "The Curator Who Hangs Shows Low",
    "Why eye level is a choice, and whose eyes it favors.",
    "interviews",
    "maren",
  ],
  ["Small Rooms, Big Ideas", "Five artist-run spaces you may have walked past.", "scene", "ruth"],
  [
    "Paper Weather at the Textile Center",
    "Fibre work that feels like the sky over the prairie.",
    "reviews",
    "maren",
  ],
  [
    "A Muralist on Working in Public",
    "Scaffolds, neighbours and the long life of a wall.",
    "interviews",
    "dev",
  ],
  [
    "Last Chance: Shows Closing This Month",
    "Catch these before the walls are repainted.",
    "scene",
    "ruth",
  ],
  ["Iron and Salt, Reviewed", "Sculpture that remembers the river's industry.", "reviews", "maren"],
  [
    "Screen Printing for Beginners, Honestly",
    "What a first night at a poster workshop is really like.",
    "scene",
    "dev",
  ],
  [
    "An Afternoon With a Book Artist",
    "Folding, binding and the art of the small edition.",
    "interviews",
    "ruth",
  ],
  ["Borrowed Light in St. Paul", "A group show about windows, reviewed.", "reviews", "dev"],
  ["The Year in Twin Cities Art", "Openings, closings and what we'll remember.", "scene", "ruth"],
  [
    "Spring Previews: What Galleries Are Planning",
    "The shows our editors are already looking forward to.",
    "scene",
    "ruth",
  ],
  ["Notes Toward a Review", "A draft that is not ready for readers yet.", "reviews", "maren"],
];

export const PARAGRAPHS = [
  "The room is quieter than you expect. Visitors slow down, step back, step closer again, and the work rewards every change of distance.",
  "What stays with you is the care: frames chosen one by one, labels written plainly, and a sequence that lets each piece breathe before the next.",
  "Several of the artists will be there in person, and they are happy to talk about process, materials and the long stretches of doubt in between.",
  "Bring a friend, take the light rail, and leave time for the coffee shop around the corner; the conversation afterwards is half the point.",
  "Not everything lands. A few pieces feel like studies for something larger, but even those show an artist thinking out loud.",
  "Admission is free, the galleries are accessible, and most openings run until nine, so there is no reason to rush.",
];

/** Demo articles; `events` maps a demo event's name to its slug, for links to related events. */
export function generateDemoArticles(now: Date, events: Map<string, string>): SeedArticle[] {
  const day = 24 * 60 * 60 * 1000;
  const link = (name: string, text: string) => {
    const slug = events.get(name);
    return slug ? `<p>${text} <a href="/events/${slug}">${name}</a>.</p>` : "";
  };
  // The first four topics, in order, each point at the event they are about.
  const related = [
    link("Tonight: Printmakers' Open Studio", "Start tonight:"),
    link("Northern Light: Minnesota Landscapes", "See it before it closes:"),
    link("Poster Night: Two-Colour Screen Printing", "Pull your own print at"),
    link("Weekend Studio Crawl", "Plan your route for the"),
  ];
  return TOPICS.map(([title, summary, category, author], i) => {
    const paragraphs = [0, 1, 2].map((k) => `<p>${PARAGRAPHS[(i + k) % PARAGRAPHS.length]}</p>`);
    const heading = i % 3 === 0 ? "<h2>Before you go</h2>" : "";
    const eventLink = i < 4 ? (related[i] ?? "") : "";
    const scheduled = i === TOPICS.length - 2;
    const draft = i === TOPICS.length - 1;
    return {
      title,
      summary,
      content: [paragraphs[0], paragraphs[1], heading, paragraphs[2], eventLink].join(""),
      author,
      category,
      is_published: !draft,
      // Newest first, every four days back; one scheduled two weeks ahead; the draft undated.
      published_date: draft
        ? null
        : new Date(now.getTime() + (scheduled ? 14 * day : -(i * 4 + 1) * day)),
      ...(i === 1 ? { legacy_id: "wr-1001" } : {}),
    };
  });
}
