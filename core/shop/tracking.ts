// Carriers staff ship with, and the public tracking page of a parcel, so the
// shipping mail and the order pages can link to it.

export const CARRIERS = ["USPS", "UPS", "FedEx", "DHL", "Other"] as const;
export type Carrier = (typeof CARRIERS)[number];

const PAGES: Record<Exclude<Carrier, "Other">, (n: string) => string> = {
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  DHL: (n) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=${n}`,
};

/** The carrier's tracking page for a number, or null for "Other" (staff give the link). */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = PAGES[carrier as keyof typeof PAGES];
  return page ? page(encodeURIComponent(trackingNumber.replace(/\s+/g, ""))) : null;
}
