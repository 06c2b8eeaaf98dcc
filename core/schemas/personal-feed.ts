import { z } from "zod";

/** PUT /account/calendar-feed: whether the personal feed holds what one follows too. */
export const calendarFeedUpdateSchema = z
  .object({
    include_follows: z.boolean({ error: "Say true or false: include what you follow?" }),
    version: z.number().int().positive().optional(),
  })
  .strict();
export type CalendarFeedUpdate = z.infer<typeof calendarFeedUpdateSchema>;
