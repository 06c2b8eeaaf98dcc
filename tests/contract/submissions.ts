import { makeCity, makeEvent, makeVenue, send } from "../calendar-factories.ts";
import { member, type SignedIn } from "../factories.ts";
import { type FixtureServer, htmlPage } from "../fixture-server.ts";
import { allowedPageServer, anyone, as, type ContractPlans } from "./context.ts";

// Public submissions (issue 30): authors send, change, withdraw and follow
// theirs; staff see the queue, approve, reject and block. "Start from a link"
// reads a page this file serves on loopback.

let fixture: FixtureServer | undefined;

let author: SignedIn;
let venue = "";

/** What an author sends: an opening at the seeded venue. */
const sent = (over: Record<string, unknown> = {}) => ({
  name: "Riverbank Prints: Opening Night",
  summary: "New relief prints from the Northeast river studios.",
  content: "<p>Come see <strong>new work</strong>.</p>",
  admission: "free",
  accessibility: ["step_free"],
  tags: ["printmaking"],
  venue_id: venue,
  dates: [
    { category: "reception", start: "2026-12-05T00:00:00Z", end: "2026-12-05T03:00:00Z" },
    {
      category: "ongoing",
      label: "On view",
      start: "2026-12-05T16:00:00Z",
      end: "2027-01-10T23:00:00Z",
    },
  ],
  ...over,
});

export const submissions: ContractPlans = {
  covers: /^\/(submissions|account\/submissions)(\/|$)/,
  async teardown() {
    await fixture?.close();
  },
  async seed({ t, admin, seed }) {
    fixture = await allowedPageServer(t, {
      "/opening": htmlPage(
        `<title>Events | Loading Dock</title><script type="application/ld+json">${JSON.stringify({
          "@context": "https://schema.org",
          "@type": "Event",
          name: "Night Prints at the Dock",
          description: "Letterpress and relief prints, made on the night.",
          startDate: "2026-12-12T18:00:00-06:00",
          endDate: "2026-12-12T21:00:00-06:00",
          image: "https://loadingdock.example/poster.jpg",
          location: {
            "@type": "Place",
            name: "The Loading Dock",
            address: {
              "@type": "PostalAddress",
              streetAddress: "77 Dock St",
              addressLocality: "Contract Submitville",
              postalCode: "55401",
            },
          },
        })}</script>`,
      ),
    });
    const city = await makeCity(t, admin.token, { name: "Contract Submitville" });
    venue = (await makeVenue(t, admin.token, { name: "Ember Gallery", city_id: city.id })).id;
    // A listed event the submissions likely repeat: staff see it as a duplicate.
    await makeEvent(
      t,
      admin.token,
      [
        {
          venue_id: venue,
          category: "reception",
          start: "2026-12-05T00:00:00Z",
          end: "2026-12-05T03:00:00Z",
        },
      ],
      { name: "Riverbank Prints Opening Night" },
    );
    author = await member(t, "contract_subs_author", "Ada Lind");
    const pending = await send(t, author.token, "POST", "/submissions", sent({ submit: true }));
    const blocked = await member(t, "contract_subs_blocked", "Pill Vendor");
    Object.assign(seed, { submission: pending.id, submissionBlocked: blocked.userId });
  },
  plans: ({ t, admin, person, seed, missing }) => {
    const draft = (over: Record<string, unknown> = {}) =>
      send(t, author.token, "POST", "/submissions", sent(over));
    return {
      "POST /submissions": () => [
        ...as(author, "/submissions", sent({ name: "Quarry Jam Prints", submit: true })),
        ...as(author, "/submissions", sent({ name: "", dates: [] })),
        { path: "/submissions", body: sent() },
      ],
      "POST /submissions/prefill": () => [
        ...as(author, "/submissions/prefill", { url: `${fixture!.origin}/opening` }),
        ...as(author, "/submissions/prefill", { url: "not a link" }),
      ],
      "GET /account/submissions": () => [
        ...as(author, "/account/submissions"),
        ...anyone("/account/submissions"),
      ],
      "GET /submissions/list": () => [
        ...as(admin, "/submissions/list"),
        ...as(admin, "/submissions/list?state=all&sort_by=submitted_date&query=prints"),
        ...as(admin, "/submissions/list?state=nonsense"),
        ...as(person, "/submissions/list"),
      ],
      "GET /submissions/blocks": async () => {
        await send(t, admin.token, "PUT", `/submissions/blocks/${seed.submissionBlocked}`, {
          reason: "Sent advertising, not events.",
        });
        return as(admin, "/submissions/blocks");
      },
      "PUT /submissions/blocks/{user_id}": () => [
        ...as(admin, `/submissions/blocks/${seed.submissionBlocked}`, { reason: "Spam." }),
        ...as(admin, `/submissions/blocks/${missing}`, {}),
        ...as(person, `/submissions/blocks/${seed.submissionBlocked}`, {}),
      ],
      "DELETE /submissions/blocks/{user_id}": async () => {
        await send(t, admin.token, "PUT", `/submissions/blocks/${seed.submissionBlocked}`, {});
        return [
          ...as(admin, `/submissions/blocks/${seed.submissionBlocked}`),
          ...as(admin, `/submissions/blocks/${seed.submissionBlocked}`),
        ];
      },
      "GET /submissions/id/{id}": () => [
        ...as(author, `/submissions/id/${seed.submission}`),
        ...as(admin, `/submissions/id/${seed.submission}`),
        ...as(admin, `/submissions/id/${missing}`),
        ...anyone(`/submissions/id/${seed.submission}`),
      ],
      "PUT /submissions/id/{id}": async () => {
        const mine = await draft({ name: "Draft One" });
        const body = sent({ name: "Draft Two", version: mine.version });
        return [
          ...as(author, `/submissions/id/${mine.id}`, body),
          ...as(author, `/submissions/id/${mine.id}`, body),
          ...as(author, `/submissions/id/${mine.id}`, { ...body, name: "" }),
          ...as(author, `/submissions/id/${missing}`, body),
        ];
      },
      "DELETE /submissions/id/{id}": async () => {
        const mine = await draft({ name: "Changed My Mind" });
        return [
          ...as(author, `/submissions/id/${mine.id}`),
          ...as(author, `/submissions/id/${mine.id}`),
        ];
      },
      "POST /submissions/id/{id}/submit": async () => {
        const mine = await draft({ name: "Saint Paul Art Crawl Open Studio" });
        return [
          ...as(author, `/submissions/id/${mine.id}/submit`),
          ...as(author, `/submissions/id/${missing}/submit`),
        ];
      },
      "POST /submissions/id/{id}/approve": async () => {
        const waiting = await draft({ name: "Night Kiln Holiday Sale", submit: true });
        return [
          ...as(admin, `/submissions/id/${waiting.id}/approve`, { version: waiting.version }),
          ...as(admin, `/submissions/id/${waiting.id}/approve`, {}),
          ...as(admin, `/submissions/id/${missing}/approve`, {}),
          ...as(author, `/submissions/id/${waiting.id}/approve`, {}),
        ];
      },
      "POST /submissions/id/{id}/reject": async () => {
        const waiting = await draft({ name: "Quarry Music Night", submit: true });
        return [
          ...as(admin, `/submissions/id/${waiting.id}/reject`, {}),
          ...as(admin, `/submissions/id/${waiting.id}/reject`, {
            reason: "We list visual art; this is a music night.",
            version: waiting.version,
          }),
        ];
      },
    };
  },
};
