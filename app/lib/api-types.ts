import type { z } from "zod";
import type { usernameAvailabilityOut } from "../../core/schemas/api/account.ts";
import type { eventDateListRowOut } from "../../core/schemas/api/calendar.ts";
import type { fileContainerOut, uploadSlotOut } from "../../core/schemas/api/files.ts";
import type { cityOut, venueListRowOut, venueOut } from "../../core/schemas/api/places.ts";
import type { linkPreviewOut } from "../../core/schemas/api/utils.ts";

// The v5 answers the browser reads, typed by the schemas the OpenAPI
// document is made from (decision 062): a changed answer shape is a type
// error where the front end reads it, not a broken page. Types only: no
// schema reaches the client bundle.

export type FileContainer = z.output<typeof fileContainerOut>;
export type UploadSlot = z.output<typeof uploadSlotOut>;
export type EventDateListRow = z.output<typeof eventDateListRowOut>;
export type City = z.output<typeof cityOut>;
export type Venue = z.output<typeof venueOut>;
export type VenueListRow = z.output<typeof venueListRowOut>;
export type LinkPreview = z.output<typeof linkPreviewOut>;
export type UsernameAvailability = z.output<typeof usernameAvailabilityOut>;
