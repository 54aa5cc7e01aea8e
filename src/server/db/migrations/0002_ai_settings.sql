CREATE TABLE "ai_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"api_key_sealed" text,
	"model" text NOT NULL,
	"temperature" double precision NOT NULL,
	"max_tokens" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;