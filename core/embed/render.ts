import type { EmbedKind, EmbedTheme } from "./options.ts";

// The embed's markup (decision 064): one fragment that the iframe page wraps
// in a document and embed.js puts in a shadow root. No script, no inline
// style attribute, one stylesheet (fixed text, so the iframe's policy allows
// it by hash and a kept copy stays valid). Narrow or wide by container
// query: the same markup fits a 300px sidebar and a full column.

export interface EmbedItem {
  title: string;
  /** The event's page on the site (absolute). */
  url: string;
  when: { primary: string; secondary?: string | undefined };
  /** "Opening Reception · Lowertown Gallery, St. Paul" */
  detail: string | null;
  canceled: boolean;
  /** A small square picture (absolute URL), when the event has one. */
  image: { url: string; alt: string } | null;
}

export interface EmbedModel {
  kind: EmbedKind;
  heading: string;
  /** The page on the site this embeds (absolute). */
  pageUrl: string;
  items: EmbedItem[];
  /** More than the items are listed on the page. */
  more: boolean;
  siteName: string;
  siteUrl: string;
  /** What to say when nothing is listed. */
  empty: string;
  /** For opted-in analytics: what is embedded. */
  resource?: { id: string; type: string; name: string } | null;
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/** Links leave the host's page for ours in a new tab, telling us nothing of the host's tab. */
const out = (url: string) => `href="${esc(url)}" target="_blank" rel="noopener"`;

/** The fixed stylesheet of every embed (iframe and shadow root alike). */
export const EMBED_CSS = `
.ac-embed{--ink:#111;--muted:#555;--line:#e4e4e4;--accent:#002fa7;--bg:#fff;--tag:#f3f3f3;
container-type:inline-size;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
color:var(--ink);background:var(--bg);padding:12px 14px;box-sizing:border-box;text-align:left}
.ac-embed[data-theme=dark]{--ink:#f2f2f2;--muted:#b3b3b3;--line:#333;--accent:#9db4ff;--bg:#141414;--tag:#262626}
@media (prefers-color-scheme:dark){.ac-embed[data-theme=auto]{--ink:#f2f2f2;--muted:#b3b3b3;--line:#333;--accent:#9db4ff;--bg:#141414;--tag:#262626}}
.ac-embed *{box-sizing:border-box}
.ac-embed a{color:inherit;text-decoration:none}
.ac-embed a:hover .ac-title,.ac-embed a:focus-visible .ac-title{text-decoration:underline}
.ac-embed a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.ac-head{display:flex;justify-content:space-between;align-items:baseline;gap:8px;margin:0 0 6px}
.ac-head h2{font-size:1.05rem;margin:0;font-weight:700;line-height:1.25}
.ac-embed .ac-brand{font-size:.75rem;color:var(--muted);white-space:nowrap}
.ac-list{list-style:none;margin:0;padding:0}
.ac-item{border-top:1px solid var(--line)}
.ac-item>a{display:flex;gap:12px;padding:10px 0;align-items:flex-start}
.ac-pic{flex:none;width:56px;height:56px;border-radius:2px;object-fit:cover;background:var(--tag);display:none}
.ac-text{min-width:0;flex:1}
.ac-when{display:block;font-size:.8rem;font-weight:600;color:var(--accent);letter-spacing:.01em}
.ac-title{display:block;font-weight:700;overflow-wrap:anywhere}
.ac-detail{display:block;font-size:.85rem;color:var(--muted);overflow-wrap:anywhere}
.ac-canceled{display:inline-block;font-size:.7rem;font-weight:700;text-transform:uppercase;background:var(--tag);padding:0 4px;margin-right:6px;border-radius:2px}
.ac-item.is-canceled .ac-title{text-decoration:line-through}
.ac-empty{color:var(--muted);margin:8px 0}
.ac-foot{border-top:1px solid var(--line);padding-top:8px;font-size:.85rem}
.ac-foot a{color:var(--accent);font-weight:600}
@container (max-width:419px){.ac-embed .ac-brand{display:none}}
@container (min-width:520px){.ac-head h2{font-size:1.25rem}.ac-pic{display:block}
.ac-item>a{padding:12px 0}.ac-when{font-size:.85rem}}
`.trim();

function itemHtml(i: EmbedItem): string {
  const pic = i.image
    ? `<img class="ac-pic" src="${esc(i.image.url)}" alt="${esc(i.image.alt)}" width="56" height="56" loading="lazy">`
    : "";
  const when = i.when.secondary ? `${i.when.primary} ${i.when.secondary}` : i.when.primary;
  const canceled = i.canceled ? `<span class="ac-canceled">Canceled</span>` : "";
  const detail = i.detail ? `<span class="ac-detail">${esc(i.detail)}</span>` : "";
  return `<li class="ac-item${i.canceled ? " is-canceled" : ""}"><a ${out(i.url)}>${pic}<span class="ac-text"><span class="ac-when">${canceled}${esc(when)}</span><span class="ac-title">${esc(i.title)}</span>${detail}</span></a></li>`;
}

/** The list itself, the same in the iframe and in a host's page. */
export function embedFragment(model: EmbedModel, theme: EmbedTheme): string {
  const list = model.items.length
    ? `<ol class="ac-list">${model.items.map(itemHtml).join("")}</ol>`
    : `<p class="ac-empty">${esc(model.empty)}</p>`;
  const all = model.more ? "See all on" : "More on";
  return [
    `<section class="ac-embed" data-theme="${theme}" aria-label="${esc(model.heading)}">`,
    `<div class="ac-head"><h2><a ${out(model.pageUrl)}>${esc(model.heading)}</a></h2>`,
    `<a class="ac-brand" ${out(model.siteUrl)}>${esc(model.siteName)}</a></div>`,
    list,
    `<div class="ac-foot"><a ${out(model.pageUrl)}>${all} the ${esc(model.siteName)} →</a></div>`,
    "</section>",
  ].join("");
}

/**
 * The script an opted-in host's iframe runs (fixed text: the policy allows it
 * by hash): one view when shown and one click per link followed, through the
 * site's own collector, never for a visitor who asked not to be tracked.
 */
export const EMBED_TRACK_SCRIPT = `(function(){var n=navigator,d=document.body.dataset;if(n.doNotTrack==="1"||n.globalPrivacyControl||!n.sendBeacon)return;
function send(a,l){var e={category:"embed",action:a,path:location.pathname,label:l,dimensions:{resourceType:d.resourceType,resourceId:d.resourceId,resourceDisplayName:d.resourceName}};
n.sendBeacon("/api/v5/analytics/collect",new Blob([JSON.stringify({events:[e]})],{type:"application/json"}))}
send("view",d.embed);document.addEventListener("click",function(ev){var a=ev.target.closest&&ev.target.closest("a[href]");if(a)send("click",a.getAttribute("href"))})})();`;

/** The iframe's whole document. */
export function embedDocument(model: EmbedModel, theme: EmbedTheme, track: boolean): string {
  const r = model.resource;
  const data = [
    ` data-embed="${esc(model.kind)}"`,
    r && track
      ? ` data-resource-type="${esc(r.type)}" data-resource-id="${esc(r.id)}" data-resource-name="${esc(r.name)}"`
      : "",
  ].join("");
  const dark = theme === "dark" ? "dark" : theme === "light" ? "light" : "light dark";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="${dark}">
<meta name="robots" content="noindex">
<title>${esc(model.heading)} · ${esc(model.siteName)}</title>
<style>${EMBED_DOC_CSS}</style></head><body${data}>${embedFragment(model, theme)}${
    track ? `<script>${EMBED_TRACK_SCRIPT}</script>` : ""
  }</body></html>`;
}

/** The document's own few rules, then the embed's. */
export const EMBED_DOC_CSS = `html,body{margin:0;padding:0}body{background:transparent}.ac-embed{min-height:100vh}\n${EMBED_CSS}`;

/** The document for an embed that cannot be shown (unknown venue, bad filter): a line and a link home. */
export function embedErrorDocument(message: string, siteName: string, siteUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(siteName)}</title><style>${EMBED_DOC_CSS}</style></head><body><section class="ac-embed" data-theme="auto"><p class="ac-empty">${esc(message)}</p><div class="ac-foot"><a ${out(siteUrl)}>${esc(siteName)} →</a></div></section></body></html>`;
}
