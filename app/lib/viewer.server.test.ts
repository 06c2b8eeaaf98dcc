import { describe, expect, it } from "vitest";
import { safeNext } from "./viewer.server.ts";

describe("safeNext", () => {
  it("keeps paths inside the site", () => {
    expect(safeNext("/account")).toBe("/account");
    expect(safeNext("/admin/users?query=a&sort=desc")).toBe("/admin/users?query=a&sort=desc");
  });

  it("refuses anything that could leave the site", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "evil",
      "",
      null,
      undefined,
    ]) {
      expect(safeNext(bad)).toBe("/");
    }
  });
});
