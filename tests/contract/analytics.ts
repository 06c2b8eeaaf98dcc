import { anyone, as, type ContractPlans } from "./context.ts";

const view = {
  category: "page",
  action: "view",
  path: "/events/contract-opening",
  dimensions: {
    resourceId: "contract-event",
    resourceType: "event",
    resourceDisplayName: "Contract Opening",
  },
};
const impression = {
  category: "advert",
  action: "impression",
  label: "contract-advert",
  dimensions: { adClient: "Clay Co", adCampaign: "Winter", adInstance: "Banner" },
};

export const analytics: ContractPlans = {
  covers: /^\/analytics\//,
  async seed({ t }) {
    // Today's views and an advert, so the report's tables have rows.
    const res = await t.app.request("/api/v5/analytics/collect", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ events: [view, view, impression] }),
    });
    if (res.status !== 204) throw new Error(`collect failed: ${res.status}`);
  },
  plans: ({ admin, person }) => ({
    "POST /analytics/collect": () => [
      { path: "/analytics/collect", body: { events: [view] } },
      { path: "/analytics/collect", body: { events: [] } },
    ],
    "GET /analytics/report": () => [
      ...as(admin, "/analytics/report"),
      ...as(admin, "/analytics/report?start=2026-11-21&end=2026-11-01"),
      ...as(person, "/analytics/report"),
      ...anyone("/analytics/report"),
    ],
    "GET /analytics/report.csv": () => [
      ...as(admin, "/analytics/report.csv?start=2026-11-01&end=2026-11-21"),
      ...as(admin, "/analytics/report.csv?start=yesterday"),
    ],
  }),
};
