import { anyone, as, type ContractPlans } from "./context.ts";

export const site: ContractPlans = {
  covers: /^\/site$/,
  plans: ({ person }) => ({
    "GET /site": () => [...anyone("/site"), ...as(person, "/site")],
  }),
};
