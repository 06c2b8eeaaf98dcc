import { describe, expect, it } from "vitest";
import { editorStatus, editsEventAt, editsVenue } from "./editors.ts";

const staff = { isSuperAdmin: true, venueIds: [] };
const editor = { isSuperAdmin: false, venueIds: ["a", "b"] };
const member = { isSuperAdmin: false, venueIds: [] };

describe("venue editors' reach", () => {
  it("staff edit every venue, an editor theirs, a member none", () => {
    expect(editsVenue(staff, "z")).toBe(true);
    expect(editsVenue(editor, "a")).toBe(true);
    expect(editsVenue(editor, "z")).toBe(false);
    expect(editsVenue(member, "a")).toBe(false);
  });

  it("an event needs every venue to be the editor's, and one at least", () => {
    expect(editsEventAt(editor, ["a"])).toBe(true);
    expect(editsEventAt(editor, ["a", "b"])).toBe(true);
    expect(editsEventAt(editor, ["a", "z"])).toBe(false);
    expect(editsEventAt(editor, [])).toBe(false);
    expect(editsEventAt(staff, [])).toBe(true);
    expect(editsEventAt(member, ["a"])).toBe(false);
  });
});

describe("the status an editor's save stores", () => {
  it("publishes without review, waits for staff with it", () => {
    expect(editorStatus("published", null, false)).toBe("published");
    expect(editorStatus("published", null, true)).toBe("pending");
    // A save of a live event at a reviewed venue goes back to staff.
    expect(editorStatus(undefined, "published", true)).toBe("pending");
    expect(editorStatus(undefined, "published", false)).toBe("published");
  });

  it("keeps drafts and pending, never gives rejected", () => {
    expect(editorStatus("draft", "published", true)).toBe("draft");
    expect(editorStatus("pending", null, false)).toBe("pending");
    expect(editorStatus(undefined, null, true)).toBe("draft");
    expect(editorStatus("rejected", "published", false)).toBeNull();
    expect(editorStatus(undefined, "rejected", false)).toBe("rejected");
  });
});
