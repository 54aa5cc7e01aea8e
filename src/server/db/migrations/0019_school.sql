CREATE TABLE "sunday_school_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"age_group" text NOT NULL,
	"religion" text DEFAULT 'islamic' NOT NULL,
	"tradition" text NOT NULL,
	"duration" integer DEFAULT 120 NOT NULL,
	"topic" text NOT NULL,
	"lesson_plan" jsonb NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"is_template" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sunday_school_classes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sunday_school_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"message_type" text NOT NULL,
	"content" text NOT NULL,
	"activity_type" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"audio_url" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sunday_school_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"student_name" text NOT NULL,
	"age_group" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"session_data" jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"completed_activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_minutes" integer DEFAULT 0 NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sunday_school_classes" ADD CONSTRAINT "sunday_school_classes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_school_conversations" ADD CONSTRAINT "sunday_school_conversations_session_id_sunday_school_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sunday_school_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_school_sessions" ADD CONSTRAINT "sunday_school_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_school_sessions" ADD CONSTRAINT "sunday_school_sessions_class_id_sunday_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."sunday_school_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sunday_school_classes_list_idx" ON "sunday_school_classes" USING btree ("age_group","tradition") WHERE "sunday_school_classes"."is_template";--> statement-breakpoint
CREATE INDEX "sunday_school_conversations_session_idx" ON "sunday_school_conversations" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "sunday_school_sessions_user_idx" ON "sunday_school_sessions" USING btree ("user_id","started_at");