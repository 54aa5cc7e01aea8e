CREATE TABLE "prayer_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prayer_versions" ADD CONSTRAINT "prayer_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A person's prayer version moves with every change to what their prayer reads are made of, whoever
-- makes it (decision 028): it becomes the id of the transaction that wrote, once per transaction (a
-- second change in the same transaction finds it already there and writes nothing). Rows removed
-- because their person is being deleted move nothing: the version row goes with the person.
CREATE FUNCTION hidaya_prayer_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person integer;
  current bigint := pg_current_xact_id()::text::bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    person := OLD.user_id;
    IF NOT EXISTS (SELECT 1 FROM users WHERE id = person) THEN
      RETURN NULL;
    END IF;
  ELSE
    person := NEW.user_id;
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      INSERT INTO prayer_versions AS v (user_id, version) VALUES (OLD.user_id, current)
        ON CONFLICT (user_id) DO UPDATE SET version = excluded.version WHERE v.version <> excluded.version;
    END IF;
  END IF;
  INSERT INTO prayer_versions AS v (user_id, version) VALUES (person, current)
    ON CONFLICT (user_id) DO UPDATE SET version = excluded.version WHERE v.version <> excluded.version;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prayer_records_version AFTER INSERT OR UPDATE OR DELETE ON prayer_records
  FOR EACH ROW EXECUTE FUNCTION hidaya_prayer_version();
--> statement-breakpoint
CREATE TRIGGER prayer_days_version AFTER INSERT OR UPDATE OR DELETE ON prayer_days
  FOR EACH ROW EXECUTE FUNCTION hidaya_prayer_version();
--> statement-breakpoint
CREATE TRIGGER streaks_version AFTER INSERT OR UPDATE OR DELETE ON streaks
  FOR EACH ROW EXECUTE FUNCTION hidaya_prayer_version();
--> statement-breakpoint
CREATE TRIGGER user_points_version AFTER INSERT OR UPDATE OR DELETE ON user_points
  FOR EACH ROW EXECUTE FUNCTION hidaya_prayer_version();
--> statement-breakpoint
CREATE TRIGGER prayer_settings_version AFTER INSERT OR UPDATE OR DELETE ON prayer_settings
  FOR EACH ROW EXECUTE FUNCTION hidaya_prayer_version();
