CREATE TABLE "email_changes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_token_idx" ON "email_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_changes_expires_idx" ON "email_changes" USING btree ("expires_at");