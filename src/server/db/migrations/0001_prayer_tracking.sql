CREATE TABLE "prayer_days" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prayer_days_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "prayer_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prayer_type" text NOT NULL,
	"prayer_date" date NOT NULL,
	"prayer_time" timestamp with time zone,
	"completed" boolean DEFAULT true NOT NULL,
	"on_time" boolean DEFAULT false NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prayer_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"place_name" text,
	"time_zone" text,
	"calculation_method" text DEFAULT 'MuslimWorldLeague' NOT NULL,
	"madhab" text DEFAULT 'shafi' NOT NULL,
	"high_latitude_rule" text DEFAULT 'auto' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"streak_type" text NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"longest_streak" integer DEFAULT 0 NOT NULL,
	"last_prayer_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"activity_type" text NOT NULL,
	"activity_subtype" text,
	"points" integer DEFAULT 0 NOT NULL,
	"is_on_time" boolean DEFAULT false NOT NULL,
	"activity_date" date NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "user_points" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prayer_days" ADD CONSTRAINT "prayer_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_records" ADD CONSTRAINT "prayer_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_settings" ADD CONSTRAINT "prayer_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaks" ADD CONSTRAINT "streaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prayer_days_perfect_idx" ON "prayer_days" USING btree ("user_id","date") WHERE "prayer_days"."completed_count" = 5;--> statement-breakpoint
CREATE UNIQUE INDEX "prayer_records_user_date_type_idx" ON "prayer_records" USING btree ("user_id","prayer_date","prayer_type");--> statement-breakpoint
CREATE UNIQUE INDEX "streaks_user_type_idx" ON "streaks" USING btree ("user_id","streak_type");--> statement-breakpoint
CREATE INDEX "user_activities_user_time_idx" ON "user_activities" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_activities_quick_once_a_day_idx" ON "user_activities" USING btree ("user_id","activity_date","activity_type",coalesce("activity_subtype", '')) WHERE "user_activities"."activity_type" in ('prayer', 'good_deed', 'quran_reading');