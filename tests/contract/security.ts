import { member } from "../factories.ts";
import { as, type ContractPlans } from "./context.ts";

export const security: ContractPlans = {
  covers: /^\/security\//,
  plans: ({ t, admin, person, missing }) => ({
    "GET /security/users/list": () => [
      ...as(admin, "/security/users/list?sort_by=username&sort=desc&query=contract"),
      ...as(admin, "/security/users/list?sort_by=password"),
      ...as(person, "/security/users/list"),
    ],
    "GET /security/users/id/{id}": () => [
      ...as(admin, `/security/users/id/${person.userId}`),
      ...as(admin, `/security/users/id/${missing}`),
    ],
    "POST /security/users/id/{id}/revoke-sessions": async () => {
      const who = await member(t, "security_signed_out");
      return [
        ...as(admin, `/security/users/id/${who.userId}/revoke-sessions`),
        ...as(admin, `/security/users/id/${missing}/revoke-sessions`),
      ];
    },
    "PUT /security/users/id/{id}": async () => {
      const who = await member(t, "security_promoted");
      return [
        ...as(admin, `/security/users/id/${who.userId}`, { is_superadmin: true }),
        ...as(admin, `/security/users/id/${who.userId}`, { is_superadmin: false, version: 1 }),
        ...as(admin, `/security/users/id/${who.userId}`, { is_superadmin: "yes" }),
        ...as(admin, `/security/users/id/${missing}`, { is_superadmin: true }),
      ];
    },
  }),
};
