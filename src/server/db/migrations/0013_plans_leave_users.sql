-- The plan columns and the demo provider's table have moved to their owners (0012).
DROP TABLE "demo_subscriptions" CASCADE;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_stripeCustomerId_unique";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_stripeSubscriptionId_unique";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_status";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_plan";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_end_date";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_customer_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_subscription_id";