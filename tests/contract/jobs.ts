import { createJobsRepo } from "../../server/lib/jobs/repo.ts";
import { failedJob, latestMail } from "../factories.ts";
import { as, type ContractPlans } from "./context.ts";

export const jobs: ContractPlans = {
  covers: /^\/(jobs\/|mail\/(list|id\/))/,
  async seed({ t, admin, seed }) {
    const mail = await latestMail(t.database, admin.email);
    Object.assign(seed, { failedJob: await failedJob(t), mail: mail!.id });
  },
  plans: ({ t, admin, person, seed, missing }) => ({
    "GET /jobs/list": () => [
      ...as(admin, "/jobs/list?status=failed&sort_by=run_at&query=test"),
      ...as(admin, "/jobs/list?status=stuck"),
      ...as(person, "/jobs/list"),
    ],
    "GET /jobs/id/{id}": () => [
      ...as(admin, `/jobs/id/${seed.failedJob}`),
      ...as(admin, `/jobs/id/${missing}`),
    ],
    "POST /jobs/id/{id}/retry": async () => {
      const failed = await failedJob(t);
      // Not due for a year: it waits, and only a failed job can be retried.
      const waiting = await createJobsRepo(t.database.db).insert({
        kind: "test.waiting",
        payload: { n: 1 },
        runAt: new Date(Date.now() + 365 * 86_400_000),
        maxAttempts: 1,
      });
      return [
        ...as(admin, `/jobs/id/${failed}/retry`),
        ...as(admin, `/jobs/id/${waiting}/retry`),
        ...as(admin, `/jobs/id/${missing}/retry`),
      ];
    },
    "GET /mail/list": () => [
      ...as(admin, "/mail/list?sort_by=sent_date&query=example.com"),
      ...as(admin, "/mail/list?status=lost"),
    ],
    "GET /mail/id/{id}": () => [
      ...as(admin, `/mail/id/${seed.mail}`),
      ...as(admin, `/mail/id/${missing}`),
    ],
  }),
};
