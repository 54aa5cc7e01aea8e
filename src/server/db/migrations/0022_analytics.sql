CREATE TABLE "analytics_daily_api_calls" (
	"day" date NOT NULL,
	"method" text NOT NULL,
	"endpoint" text NOT NULL,
	"status_code" integer NOT NULL,
	"calls" integer NOT NULL,
	"total_ms" double precision NOT NULL,
	"max_ms" double precision NOT NULL,
	CONSTRAINT "analytics_daily_api_calls_day_method_endpoint_status_code_pk" PRIMARY KEY("day","method","endpoint","status_code")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"visitors" integer NOT NULL,
	"page_views" integer NOT NULL,
	CONSTRAINT "analytics_daily_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_places" (
	"day" date NOT NULL,
	"country_code" text NOT NULL,
	"region" text NOT NULL,
	"city" text NOT NULL,
	"visitors" integer NOT NULL,
	"page_views" integer NOT NULL,
	CONSTRAINT "analytics_daily_places_day_country_code_region_city_pk" PRIMARY KEY("day","country_code","region","city")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL,
	"page_views" integer NOT NULL,
	"sessions" integer NOT NULL,
	"session_seconds" double precision NOT NULL,
	"api_calls" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_calls" DROP CONSTRAINT "api_calls_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "page_views" DROP CONSTRAINT "page_views_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "visitor_sessions" DROP CONSTRAINT "visitor_sessions_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "api_calls_timestamp_idx";--> statement-breakpoint
ALTER TABLE "api_calls" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "api_calls_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "api_calls" ALTER COLUMN "response_time" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "page_views" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "page_views_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "page_views" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_sessions" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "visitor_sessions_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "api_calls" ADD COLUMN "calls" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_calls" ADD COLUMN "max_response_time" real;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "visitor_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "new_visitor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "api_calls" ADD CONSTRAINT "api_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_calls_user_idx" ON "api_calls" USING btree ("user_id","timestamp");--> statement-breakpoint
CREATE INDEX "visitor_sessions_first_visit_idx" ON "visitor_sessions" USING btree ("first_visit");--> statement-breakpoint
CREATE INDEX "api_calls_timestamp_idx" ON "api_calls" USING btree ("timestamp","user_id");--> statement-breakpoint
ALTER TABLE "page_views" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "visitor_sessions" DROP COLUMN "user_id";