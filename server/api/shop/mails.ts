import { addressLines, type ShippingAddress } from "../../../core/shop/address.ts";
import type { Fulfillment, OrderLine } from "../../../db/schema/shop.ts";
import { escapeHtml } from "../../lib/escape.ts";
import type { MailMessage } from "../../lib/mail/types.ts";

// The shop's mails to a buyer: the receipt of a paid order, the shipping
// notice with its tracking link, and the refund notice. Each is plain text
// and the same in HTML (a table of the lines, one button), sent through
// mailer.send() with its kind.

const money = (cents: number, currency = "usd") =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );

interface MailOrder {
  confirmationId: string;
  lines: OrderLine[];
  amountTotal: number;
  currency: string;
  shippingAmount: number;
  shippingRateName: string | null;
  taxAmount: number;
  shippingAddress: ShippingAddress | null;
}

/** A mail's parts: paragraphs, an optional table of amounts and an address, one button, a footer. */
interface Parts {
  kind: MailMessage["kind"];
  to: string;
  subject: string;
  intro: string[];
  rows?: [string, string][];
  /** The last row is the total: bold. */
  totalRow?: [string, string];
  address?: ShippingAddress | null;
  addressTitle?: string;
  action: { label: string; url: string };
  footer: string;
}

function compose(p: Parts): MailMessage {
  const address = p.address ? addressLines(p.address) : [];
  const text = [
    ...p.intro,
    ...(p.rows?.length ? ["", ...p.rows.map(([k, v]) => `${k}: ${v}`)] : []),
    ...(p.totalRow ? [`${p.totalRow[0]}: ${p.totalRow[1]}`] : []),
    ...(address.length ? ["", `${p.addressTitle ?? "Ship to"}:`, ...address] : []),
    "",
    `${p.action.label}: ${p.action.url}`,
    "",
    p.footer,
  ].join("\n");
  const cell = "padding:6px 0;border-bottom:1px solid #ddd";
  const row = ([k, v]: [string, string], strong = false) =>
    `<tr><td style="${cell}${strong ? ";font-weight:700" : ""}">${escapeHtml(k)}</td><td style="${cell};text-align:right;white-space:nowrap${strong ? ";font-weight:700" : ""}">${escapeHtml(v)}</td></tr>`;
  const table =
    p.rows?.length || p.totalRow
      ? `<table style="width:100%;border-collapse:collapse;margin:16px 0">${(p.rows ?? []).map((r) => row(r)).join("")}${p.totalRow ? row(p.totalRow, true) : ""}</table>`
      : "";
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#111;line-height:1.5;max-width:560px">
${p.intro.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${table}
${address.length ? `<p><strong>${escapeHtml(p.addressTitle ?? "Ship to")}</strong><br>${address.map(escapeHtml).join("<br>")}</p>` : ""}
<p><a href="${escapeHtml(p.action.url)}" style="display:inline-block;background:#002fa7;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:600">${escapeHtml(p.action.label)}</a></p>
<p style="color:#555;font-size:13px">${escapeHtml(p.footer)}</p>
</body></html>`;
  return { kind: p.kind, to: p.to, subject: p.subject, text, html };
}

/** The order's amounts as rows: each line, then the shipping and tax when there are any. */
function amountRows(o: MailOrder): [string, string][] {
  return [
    ...o.lines.map((l): [string, string] => [
      `${l.quantity} × ${l.name}`,
      money(l.amount, o.currency),
    ]),
    ...(o.shippingAddress || o.shippingAmount
      ? [
          [
            `Shipping${o.shippingRateName ? ` (${o.shippingRateName})` : ""}`,
            o.shippingAmount ? money(o.shippingAmount, o.currency) : "Free",
          ] as [string, string],
        ]
      : []),
    ...(o.taxAmount ? [["Sales tax", money(o.taxAmount, o.currency)] as [string, string]] : []),
  ];
}

/** The receipt of a paid order (goods, tips): what was bought, shipping, the total, where it goes. */
export function receiptMail(siteName: string, to: string, o: MailOrder, url: string): MailMessage {
  return compose({
    kind: "receipt",
    to,
    subject: `Your receipt from ${siteName}`,
    intro: [
      `Thank you for supporting ${siteName}. Your payment went through.`,
      `Order reference: ${o.confirmationId}`,
    ],
    rows: amountRows(o),
    totalRow: ["Total", money(o.amountTotal, o.currency)],
    address: o.shippingAddress,
    action: { label: "See your order", url },
    footer: o.shippingAddress
      ? "Keep this email as your receipt. We will email you the tracking link when it ships. Reply to it if anything is wrong with your order."
      : "Keep this email as your receipt. Reply to it if anything is wrong with your order.",
  });
}

/** Sent when staff mark the order fulfilled: how it travels, and the link to follow it. */
export function shippingMail(
  siteName: string,
  to: string,
  o: MailOrder & { fulfillment: Fulfillment },
  url: string,
): MailMessage {
  const f = o.fulfillment;
  return compose({
    kind: "shipping",
    to,
    subject: `Your order from ${siteName} is on its way`,
    intro: [
      `Your order ${o.confirmationId} has shipped with ${f.carrier === "Other" ? "our carrier" : f.carrier}.`,
      `Tracking number: ${f.tracking_number}`,
    ],
    rows: o.lines
      .filter((l) => l.ships)
      .map((l) => [`${l.quantity} ×`, l.name] as [string, string]),
    address: o.shippingAddress,
    addressTitle: "Going to",
    action: f.tracking_url
      ? { label: "Track your parcel", url: f.tracking_url }
      : { label: "See your order", url },
    footer: "Reply to this email if it does not arrive or arrives damaged.",
  });
}

/** Sent when staff refund part or all of an order: how much, for what, and what is left paid. */
export function refundMail(
  siteName: string,
  to: string,
  o: MailOrder & { amountRefunded: number },
  refund: { amount: number; items: string; full: boolean },
  url: string,
): MailMessage {
  return compose({
    kind: "refund",
    to,
    subject: `${refund.full ? "Your order is refunded" : "A refund on your order"} from ${siteName}`,
    intro: [
      `We have refunded ${money(refund.amount, o.currency)} on your order ${o.confirmationId}${refund.items ? ` for ${refund.items}` : ""}.`,
      "It goes back to the card you paid with; banks usually take 5 to 10 days to show it.",
    ],
    rows: [
      ["Paid", money(o.amountTotal, o.currency)],
      ["Refunded in all", money(o.amountRefunded, o.currency)],
    ],
    totalRow: ["Refunded now", money(refund.amount, o.currency)],
    action: { label: "See your order", url },
    footer: "Reply to this email if anything about the refund looks wrong.",
  });
}
