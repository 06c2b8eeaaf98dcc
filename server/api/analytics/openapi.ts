import { analyticsReportOut } from "../../../core/schemas/api/analytics.ts";
import { collectSchema } from "../../../core/schemas/promo.ts";
import { documented } from "../openapi/operation.ts";
import type { QueryParam } from "../openapi/parameters.ts";

// Analytics as the OpenAPI document describes it: pages send what visitors
// do, staff read the report.

const tag = "Analytics";
const range: QueryParam[] = [
  {
    name: "start",
    schema: { type: "string", format: "date" },
    description: "The first day (YYYY-MM-DD, Chicago); by default 29 days before the end.",
  },
  {
    name: "end",
    schema: { type: "string", format: "date" },
    description: "The last day (YYYY-MM-DD, Chicago); by default today. At most 366 days in all.",
  },
];

export const analyticsDocs = {
  collect: documented({
    summary: "Record what visitors did",
    description:
      "A batch of page views and clicks (navigator.sendBeacon as the page unloads). No cookie is read or set, nothing about the visitor is kept, and nothing at all is stored when the visitor sends DNT: 1 or Sec-GPC: 1.",
    tag,
    access: "public",
    body: collectSchema,
    limited: true,
    other: { status: 204, description: "Received." },
  }),
  report: documented({
    summary: "The analytics report",
    description:
      "Daily page views and clicks, the most viewed events, venues and articles, and each advert's impressions and clicks, over a range of days.",
    tag,
    access: "staff",
    results: analyticsReportOut,
    query: range,
  }),
  reportCsv: documented({
    summary: "The analytics report as CSV",
    description:
      "The report's tables (daily, top events, top venues, adverts), one section each, as a file (Content-Disposition: attachment).",
    tag,
    access: "staff",
    query: range,
    other: {
      status: 200,
      media: "text/csv",
      description: "The report, RFC 4180 CSV.",
      example:
        "Daily\r\nday,page_views,clicks\r\n2026-11-21,388,29\r\n\r\nTop events\r\nid,name,views\r\n1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d,Winter Light,96\r\n\r\nTop venues\r\nid,name,views\r\n\r\nAdverts\r\nadvert_id,client,campaign,instance,impressions,clicks,ctr\r\nadvert-1,Clay Co,Winter,Banner,1200,18,0.0150\r\n",
    },
  }),
};
