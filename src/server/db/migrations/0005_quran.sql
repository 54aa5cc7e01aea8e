CREATE TABLE "pronunciation_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"verse_id" integer NOT NULL,
	"audio_url" text,
	"accuracy_score" integer NOT NULL,
	"feedback" text NOT NULL,
	"mistakes_detected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transcript" text NOT NULL,
	"transcript_source" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quran_study_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"verses_studied" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_verses" integer DEFAULT 0 NOT NULL,
	"correct_pronunciations" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"average_accuracy" integer DEFAULT 0 NOT NULL,
	"context_queries_used" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quran_verses" (
	"id" serial PRIMARY KEY NOT NULL,
	"surah_number" integer NOT NULL,
	"surah_name" text NOT NULL,
	"verse_number" integer NOT NULL,
	"arabic_text" text NOT NULL,
	"english_translation" text NOT NULL,
	"pronunciation" text,
	"context" text,
	"source" text,
	"reason" text,
	"difficulty" text DEFAULT 'beginner' NOT NULL,
	"position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pronunciation_attempts" ADD CONSTRAINT "pronunciation_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pronunciation_attempts" ADD CONSTRAINT "pronunciation_attempts_verse_id_quran_verses_id_fk" FOREIGN KEY ("verse_id") REFERENCES "public"."quran_verses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quran_study_sessions" ADD CONSTRAINT "quran_study_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pronunciation_attempts_user_idx" ON "pronunciation_attempts" USING btree ("user_id","attempted_at");--> statement-breakpoint
CREATE INDEX "quran_study_sessions_user_idx" ON "quran_study_sessions" USING btree ("user_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quran_verses_reference_idx" ON "quran_verses" USING btree ("surah_number","verse_number");