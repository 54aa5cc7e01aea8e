DROP INDEX "reminder_deliveries_provider_idx";--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reminder_deliveries_queued_idx" ON "reminder_deliveries" USING btree ("created_at") WHERE "reminder_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "reminder_deliveries_provider_idx" ON "reminder_deliveries" USING btree ("provider_id") WHERE "reminder_deliveries"."provider_id" is not null;