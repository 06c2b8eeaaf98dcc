import { z } from "zod";

/** POST /account/orders/claims/confirm: the token from the mailed link. */
export const claimConfirmSchema = z
  .object({
    token: z
      .string({ error: "Give the token from the link in the mail." })
      .trim()
      .min(1, "Give the token from the link in the mail.")
      .max(200, "That is not a link we sent."),
  })
  .strict();
