import { describe, expect, it } from "vitest";
import {
  ACCESS_FEATURES,
  ACCESS_LABELS,
  ACCESS_MARKS,
  ageLine,
  effectiveAdmission,
  effectiveFeatures,
  featureWords,
  hasAllFeatures,
  isFreeAdmission,
  normaliseFeatures,
} from "./access.ts";

describe("access features", () => {
  it("names and marks every feature the issue lists", () => {
    expect(ACCESS_FEATURES).toEqual([
      "step_free",
      "accessible_restroom",
      "asl",
      "captions",
      "audio_description",
      "relaxed",
      "seating",
    ]);
    for (const f of ACCESS_FEATURES) {
      expect(ACCESS_LABELS[f]).toMatch(/\w/);
      expect(ACCESS_MARKS[f]).toBeTruthy();
    }
  });

  it("keeps known keys once each, in catalogue order", () => {
    expect(normaliseFeatures(["asl", "ramp", "step_free", "asl"])).toEqual(["step_free", "asl"]);
    expect(normaliseFeatures(null)).toEqual([]);
  });

  it("gives a date its own features when it says, else the event's, and always the venue's", () => {
    expect(effectiveFeatures(["asl"], null, ["step_free"])).toEqual(["step_free", "asl"]);
    // The interpreter is booked for the other evenings only; the building is still step-free.
    expect(effectiveFeatures(["asl", "captions"], [], ["step_free"])).toEqual(["step_free"]);
    expect(effectiveFeatures([], ["relaxed"], null)).toEqual(["relaxed"]);
    expect(effectiveFeatures(null, undefined, undefined)).toEqual([]);
  });

  it("takes a date's admission over its event's", () => {
    expect(effectiveAdmission("paid", null)).toBe("paid");
    expect(effectiveAdmission("paid", "free")).toBe("free");
    expect(effectiveAdmission(null, null)).toBe("unknown");
  });

  it("is free only when the editor said free", () => {
    expect(isFreeAdmission("free")).toBe(true);
    for (const a of ["paid", "pay_what_you_can", "donation", "unknown", null])
      expect(isFreeAdmission(a)).toBe(false);
  });

  it("requires every wanted feature", () => {
    expect(hasAllFeatures(["step_free", "asl"], ["asl", "step_free"])).toBe(true);
    expect(hasAllFeatures(["step_free"], ["step_free", "asl"])).toBe(false);
    expect(hasAllFeatures([], [])).toBe(true);
  });

  it("says features and age limits in words", () => {
    expect(featureWords(["asl", "step_free"])).toBe("Step-free access, ASL interpretation");
    expect(ageLine(null)).toBeNull();
    expect(ageLine(0)).toBe("All ages");
    expect(ageLine(21)).toBe("Ages 21+");
  });
});
