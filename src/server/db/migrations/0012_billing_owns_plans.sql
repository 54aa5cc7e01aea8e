CREATE SCHEMA "providers";
--> statement-breakpoint
CREATE TABLE "providers"."demo_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"checkout_session_id" text,
	"checkout_status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_subscriptions_checkoutSessionId_unique" UNIQUE("checkout_session_id")
);
--> statement-breakpoint
CREATE TABLE "account_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"subscription_status" text DEFAULT 'free' NOT NULL,
	"subscription_plan" text,
	"subscription_end_date" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	CONSTRAINT "account_subscriptions_stripeCustomerId_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "account_subscriptions_stripeSubscriptionId_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "account_subscriptions" ADD CONSTRAINT "account_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_subscriptions_customer_idx" ON "providers"."demo_subscriptions" USING btree ("customer_id","created_at");--> statement-breakpoint
-- The data moves with its owner (issue 8, item 20): every account with anything but the defaults keeps
-- its plan, dates and Stripe ids; no row means Free.
INSERT INTO "account_subscriptions" ("user_id", "subscription_status", "subscription_plan", "subscription_end_date", "stripe_customer_id", "stripe_subscription_id")
SELECT "id", "subscription_status", "subscription_plan", "subscription_end_date", "stripe_customer_id", "stripe_subscription_id"
FROM "users"
WHERE "subscription_status" <> 'free' OR "subscription_plan" IS NOT NULL OR "subscription_end_date" IS NOT NULL
  OR "stripe_customer_id" IS NOT NULL OR "stripe_subscription_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "providers"."demo_subscriptions" ("id", "customer_id", "plan", "status", "current_period_start", "current_period_end", "cancel_at_period_end", "checkout_session_id", "checkout_status", "created_at")
SELECT "id", 'demo_cus_' || "user_id", "plan", "status", "current_period_start", "current_period_end", "cancel_at_period_end", "checkout_session_id", "checkout_status", "created_at"
FROM "demo_subscriptions";
--> statement-breakpoint
-- A plan is part of every session lookup: its changes tell every instance's session cache which
-- people to forget (decision 016), as changes to users do.
CREATE TRIGGER account_subscriptions_inserted_notify AFTER INSERT ON account_subscriptions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hidaya_notify_session_users();
--> statement-breakpoint
CREATE TRIGGER account_subscriptions_updated_notify AFTER UPDATE ON account_subscriptions REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hidaya_notify_session_users();
--> statement-breakpoint
CREATE TRIGGER account_subscriptions_deleted_notify AFTER DELETE ON account_subscriptions REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hidaya_notify_session_users();
