import { describe, expect, it } from "vitest";
import { trackingUrl } from "./tracking.ts";

describe("trackingUrl", () => {
  it("links each known carrier's tracking page, spaces taken out", () => {
    expect(trackingUrl("USPS", "9400 1000 0000")).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=940010000000",
    );
    expect(trackingUrl("UPS", "1Z999")).toBe("https://www.ups.com/track?tracknum=1Z999");
    expect(trackingUrl("FedEx", "1234")).toContain("fedex.com");
    expect(trackingUrl("DHL", "JD0")).toContain("dhl.com");
  });

  it("has no page for another carrier, and escapes what it puts in a link", () => {
    expect(trackingUrl("Other", "123")).toBeNull();
    expect(trackingUrl("UPS", "a&b")).toBe("https://www.ups.com/track?tracknum=a%26b");
  });
});
