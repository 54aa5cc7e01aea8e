ALTER TABLE "account_subscriptions" ADD COLUMN "premium_grants_until" timestamp with time zone;--> statement-breakpoint
-- Quran Teacher became its own plan (decision 013): the Quran Teacher periods running now keep
-- Premium's grants until they end.
UPDATE "account_subscriptions" SET "premium_grants_until" = "subscription_end_date"
WHERE "subscription_end_date" > now()
  AND ("subscription_status" = 'quran_teacher'
    OR ("subscription_status" = 'cancelled' AND "subscription_plan" = 'quran_teacher'));
