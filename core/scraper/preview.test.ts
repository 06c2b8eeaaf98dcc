import { describe, expect, it } from "vitest";
import { decodeHtml } from "./charset.ts";
import { previewOf } from "./preview.ts";

const PAGE = "https://gallery.example.org/shows/tide-lines?ref=x";
const page = (head: string, body = "") =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe("previewOf: the page's own tags", () => {
  it("reads OpenGraph, resolving a relative image against the page", () => {
    const html = page(`
      <meta property="og:title" content="  Tide Lines:
        Prints  ">
      <meta property="og:description" content="Relief prints &amp; etchings.">
      <meta property="og:image" content="/img/tide.jpg">
      <meta property="og:site_name" content="Lakeside Print Studio">
      <meta property="og:type" content="website">
      <title>ignored</title>`);
    expect(previewOf(html, PAGE)).toEqual({
      url: PAGE,
      title: "Tide Lines: Prints",
      description: "Relief prints & etchings.",
      image: "https://gallery.example.org/img/tide.jpg",
      site_name: "Lakeside Print Studio",
      type: "website",
    });
  });

  it("falls back to Twitter card tags", () => {
    const html = page(`
      <meta name="twitter:card" content="summary_large_image">
      <meta name="twitter:title" content="Night Market">
      <meta name="twitter:description" content="Makers after dark.">
      <meta name="twitter:image" content="https://cdn.example.net/night.png">`);
    expect(previewOf(html, PAGE)).toMatchObject({
      title: "Night Market",
      description: "Makers after dark.",
      image: "https://cdn.example.net/night.png",
      site_name: null,
      type: null,
    });
  });

  it("falls back to <title> and the meta description, ignoring an SVG's title", () => {
    const html = page(
      `<svg><title>icon</title></svg><title>Open Studios 2026 | Art Hub</title>
       <meta name="description" content="Two days, 200 studios.">`,
    );
    expect(previewOf(html, PAGE)).toMatchObject({
      title: "Open Studios 2026 | Art Hub",
      description: "Two days, 200 studios.",
      image: null,
    });
  });

  it("gives nulls for a page with no metadata, and honours <base href>", () => {
    expect(previewOf("<p>Just text", PAGE)).toEqual({
      url: PAGE,
      title: null,
      description: null,
      image: null,
      site_name: null,
      type: null,
    });
    const html = page(
      `<base href="https://static.example.com/a/"><meta property="og:image" content="b.jpg">`,
    );
    expect(previewOf(html, PAGE).image).toBe("https://static.example.com/a/b.jpg");
  });

  it("drops images that are not http(s) links", () => {
    const html = page(`<meta property="og:image" content="javascript:alert(1)">`);
    expect(previewOf(html, PAGE).image).toBeNull();
  });
});

describe("previewOf: a JSON-LD Event", () => {
  const place = {
    "@type": "Place",
    name: "Lakeside Print Studio",
    address: {
      "@type": "PostalAddress",
      streetAddress: "1 Lakeside Ave",
      addressLocality: "Minneapolis",
      addressRegion: "MN",
      postalCode: "55401",
    },
  };

  it("reads an ExhibitionEvent inside an @graph with its Place by reference", () => {
    const html = page(
      ld({
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "WebPage", name: "Shows" },
          {
            "@type": ["ExhibitionEvent", "VisualArtsEvent"],
            name: "Tide Lines",
            description: "<p>Relief prints of the <b>North Shore</b>.</p>",
            startDate: "2026-11-14",
            endDate: "2026-12-31",
            location: { "@id": "#studio" },
            image: [{ "@type": "ImageObject", url: "/img/tide-large.jpg" }],
            url: "/shows/tide-lines",
          },
          { "@id": "#studio", ...place },
        ],
      }),
    );
    expect(previewOf(html, PAGE).event).toEqual({
      type: "ExhibitionEvent",
      name: "Tide Lines",
      description: "Relief prints of the North Shore.",
      start: "2026-11-14",
      end: "2026-12-31",
      location: {
        name: "Lakeside Print Studio",
        address: "1 Lakeside Ave, Minneapolis, MN 55401",
        street: "1 Lakeside Ave",
        locality: "Minneapolis",
        region: "MN",
        postal_code: "55401",
      },
      image: "https://gallery.example.org/img/tide-large.jpg",
      url: "https://gallery.example.org/shows/tide-lines",
    });
    // With no share tags, the event's image is the preview's.
    expect(previewOf(html, PAGE).image).toBe("https://gallery.example.org/img/tide-large.jpg");
  });

  it("keeps the page's offset, and reads a time without one as Chicago time (across DST)", () => {
    const html = page(
      ld([
        { "@type": "Organization", name: "Studio" },
        {
          "@context": "http://schema.org",
          "@type": "Event",
          name: "Opening reception",
          startDate: "2026-11-01T18:00",
          endDate: "2026-11-01T21:00:00-06:00",
          location: "The Loading Dock",
        },
      ]),
    );
    const event = previewOf(html, PAGE).event!;
    expect(event.start).toBe("2026-11-01T18:00:00-06:00");
    expect(event.end).toBe("2026-11-01T21:00:00-06:00");
    expect(event.location).toEqual({
      name: "The Loading Dock",
      address: null,
      street: null,
      locality: null,
      region: null,
      postal_code: null,
    });
    const summer = page(ld({ "@type": "Event", name: "x", startDate: "2026-07-01T18:00" }));
    expect(previewOf(summer, PAGE).event!.start).toBe("2026-07-01T18:00:00-05:00");
    const utc = page(ld({ "@type": "Event", name: "x", startDate: "2026-07-01T23:00:00Z" }));
    expect(previewOf(utc, PAGE).event!.start).toBe("2026-07-01T23:00:00Z");
  });

  it("finds an event under mainEntity, with a PostalAddress as its location and a string address", () => {
    const html = page(
      ld({
        "@type": "WebPage",
        mainEntity: {
          "@type": "schema:SaleEvent",
          name: { "@value": "Print Sale" },
          startDate: "2026-12-05T10:00:00-06:00",
          location: {
            "@type": "PostalAddress",
            streetAddress: "2205 California St NE",
            addressLocality: "Minneapolis",
          },
        },
      }) +
        ld({
          "@type": "MusicEvent",
          name: "Later",
          startDate: "2026-12-06",
          location: { "@type": "Place", name: "Hall", address: "1 Main St, St Paul" },
        }),
    );
    const event = previewOf(html, PAGE).event!;
    expect(event).toMatchObject({ type: "SaleEvent", name: "Print Sale" });
    expect(event.location).toMatchObject({
      name: null,
      address: "2205 California St NE, Minneapolis",
      street: "2205 California St NE",
    });
  });

  it("skips broken JSON-LD blocks and events with neither a name nor a start", () => {
    const html = page(
      `<script type="application/ld+json">{ not json</script>${ld({ "@type": "Event" })}` +
        `<script type="application/ld+json">{"@type":"Event","name":"Line\nbreak","startDate":"2026-12-01"}</script>`,
    );
    expect(previewOf(html, PAGE).event).toMatchObject({ name: "Line break", start: "2026-12-01" });
    expect(previewOf(page(ld({ "@type": "Event" })), PAGE).event).toBeUndefined();
  });
});

describe("previewOf: an h-event", () => {
  it("reads name, times, location h-card, photo and url", () => {
    const html = page(
      "<title>Calendar</title>",
      `<article class="h-event">
         <h1 class="p-name">Night Prints</h1>
         <p class="p-summary">An evening of prints.</p>
         <time class="dt-start" datetime="2026-12-05 18:00">Dec 5, 6pm</time>
         <time class="dt-end" datetime="2026-12-05T21:00-0600">9pm</time>
         <img class="u-photo" src="poster.jpg" alt="Poster">
         <a class="u-url" href="/e/night-prints">link</a>
         <p class="p-location h-card"><span class="p-name">Lakeside Print Studio</span>,
           <span class="p-adr h-adr"><span class="p-street-address">1 Lakeside Ave</span>,
           <span class="p-locality">Minneapolis</span></span></p>
       </article>`,
    );
    expect(previewOf(html, PAGE).event).toEqual({
      type: "h-event",
      name: "Night Prints",
      description: "An evening of prints.",
      start: "2026-12-05T18:00:00-06:00",
      end: "2026-12-05T21:00:00-06:00",
      location: {
        name: "Lakeside Print Studio",
        address: "1 Lakeside Ave, Minneapolis",
        street: "1 Lakeside Ave",
        locality: "Minneapolis",
        region: null,
        postal_code: null,
      },
      image: "https://gallery.example.org/shows/poster.jpg",
      url: "https://gallery.example.org/e/night-prints",
    });
  });

  it("prefers JSON-LD when a page has both", () => {
    const html = page(
      ld({ "@type": "Event", name: "From JSON-LD", startDate: "2026-12-01" }),
      `<div class="h-event"><span class="p-name">From mf2</span></div>`,
    );
    expect(previewOf(html, PAGE).event?.name).toBe("From JSON-LD");
  });
});

describe("decodeHtml", () => {
  const latin1 = Uint8Array.from([
    ...new TextEncoder().encode('<meta charset="iso-8859-1"><title>Caf'),
    0xe9,
    ...new TextEncoder().encode("</title>"),
  ]);

  it("uses the header's charset, else <meta charset>, else UTF-8", () => {
    expect(previewOf(decodeHtml(latin1, "text/html"), PAGE).title).toBe("Café");
    const utf8 = new TextEncoder().encode("<title>Café</title>");
    expect(previewOf(decodeHtml(utf8, "text/html; charset=utf-8"), PAGE).title).toBe("Café");
    expect(previewOf(decodeHtml(utf8, null), PAGE).title).toBe("Café");
    expect(decodeHtml(utf8, "text/html; charset=nonsense")).toContain("Café");
  });
});
