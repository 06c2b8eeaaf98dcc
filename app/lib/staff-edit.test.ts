import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { resourceByKey } from "./admin/resources/index.ts";
import { EDITABLE, type EditableKind, editPath, mayEdit } from "./staff-edit.ts";

/** Every route path in the config, nested paths joined. */
function paths(list: readonly { path?: string; children?: unknown[] }[], base = ""): string[] {
  return list.flatMap((r) => {
    const here = r.path ? `${base}/${r.path}` : base;
    return [here, ...paths((r.children ?? []) as typeof list, here)];
  });
}

describe("the staff Edit link", () => {
  it("leads to a back-office editor route for every kind of record", () => {
    const known = new Set(paths(routes));
    for (const kind of Object.keys(EDITABLE) as EditableKind[]) {
      const path = editPath(kind, "0b7c5a3e-1111-4222-8333-444455556666");
      // Its own route, or the resource editor's for a described resource (decision 042).
      const pattern = resourceByKey(path.split("/")[2])
        ? "/admin/:resource/:id"
        : path.replace(/[^/]+$/, ":id");
      expect(known, path).toContain(pattern);
    }
  });

  it("shows for superadmins only", () => {
    expect(mayEdit({ is_superadmin: true }, "event")).toBe(true);
    expect(mayEdit({ is_superadmin: false }, "event")).toBe(false);
    expect(mayEdit(null, "product")).toBe(false);
  });
});
