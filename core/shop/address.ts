/**
 * Where an order with physical goods goes. Stored as the order's
 * `shipping_address` (JSON) and shown on the receipt, the buyer's orders and
 * the staff order page. `country` is an ISO 3166-1 alpha-2 code; `state` is a
 * USPS two-letter code for the US and free text (or empty) elsewhere.
 */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state?: string | null;
  postal_code: string;
  country: string;
}
