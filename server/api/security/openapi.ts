import { profileOut, sessionsEndedOut } from "../../../core/schemas/api/account.ts";
import { setSuperadminSchema } from "../../../core/schemas/profile.ts";
import { userSortColumns } from "../account/repo.ts";
import { documented } from "../openapi/operation.ts";
import { paging } from "../openapi/parameters.ts";

// The staff's user administration as the OpenAPI document describes it.

const tag = "Security";

export const securityDocs = {
  listUsers: documented({
    summary: "List users",
    description: "By name by default; `query` matches the name, username or email.",
    tag,
    access: "staff",
    results: profileOut,
    list: true,
    query: [...paging(Object.keys(userSortColumns)), "query"],
  }),
  getUser: documented({
    summary: "A user by id",
    tag,
    access: "staff",
    results: profileOut,
    notFound: true,
  }),
  revokeSessions: documented({
    summary: "Sign a user out everywhere",
    description:
      "Ends every session of theirs: their access tokens stop working on the next request.",
    tag,
    access: "staff",
    results: sessionsEndedOut,
    notFound: true,
  }),
  setSuperadmin: documented({
    summary: "Grant or revoke superadmin",
    description:
      "With the `version` you read, if you like. Nobody can revoke the role from the last superadmin: that, or a stale version, is a 409.",
    tag,
    access: "staff",
    results: profileOut,
    body: setSuperadminSchema,
    notFound: true,
    conflict: true,
  }),
};
