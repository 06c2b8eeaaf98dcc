ALTER TABLE "events" ADD COLUMN "modified_by" uuid;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "modified_by" uuid;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "modified_by" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_modified_by_user_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_modified_by_user_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_modified_by_user_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;