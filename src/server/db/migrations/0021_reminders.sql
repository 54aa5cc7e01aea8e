CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prayer" text NOT NULL,
	"prayer_date" date NOT NULL,
	"timing" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"provider_id" text,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_due" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"prayer" text NOT NULL,
	"prayer_date" date NOT NULL,
	"timing" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"phone_number" text,
	"channel" text DEFAULT 'sms' NOT NULL,
	"reminder_timing" text DEFAULT 'before' NOT NULL,
	"minutes_before" integer DEFAULT 15 NOT NULL,
	"personality_type" text DEFAULT 'encouraging' NOT NULL,
	"include_hadith" boolean DEFAULT true NOT NULL,
	"include_dua" boolean DEFAULT false NOT NULL,
	"weekend_only" boolean DEFAULT false NOT NULL,
	"custom_message" text,
	"sms_opted_out" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_due" ADD CONSTRAINT "reminder_due_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once_idx" ON "reminder_deliveries" USING btree ("user_id","prayer","prayer_date","timing","channel");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_provider_idx" ON "reminder_deliveries" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_user_idx" ON "reminder_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reminder_due_due_at_idx" ON "reminder_due" USING btree ("due_at");