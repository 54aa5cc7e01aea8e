CREATE TABLE "quran_recording_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"keep_recordings" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quran_recordings" (
	"attempt_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"audio" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quran_recording_settings" ADD CONSTRAINT "quran_recording_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quran_recordings" ADD CONSTRAINT "quran_recordings_attempt_id_pronunciation_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."pronunciation_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quran_recordings" ADD CONSTRAINT "quran_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quran_recordings_user_idx" ON "quran_recordings" USING btree ("user_id");