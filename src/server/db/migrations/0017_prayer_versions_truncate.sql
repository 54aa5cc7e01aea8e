-- TRUNCATE fires no row triggers: emptying a table the prayer reads are made of moves every person's
-- version (decision 028), including those who had none yet (their kept answers were read at 0).
CREATE FUNCTION hidaya_prayer_versions_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO prayer_versions AS v (user_id, version)
    SELECT id, pg_current_xact_id()::text::bigint FROM users
    ON CONFLICT (user_id) DO UPDATE SET version = excluded.version WHERE v.version <> excluded.version;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prayer_records_version_truncate AFTER TRUNCATE ON prayer_records
  FOR EACH STATEMENT EXECUTE FUNCTION hidaya_prayer_versions_all();
--> statement-breakpoint
CREATE TRIGGER prayer_days_version_truncate AFTER TRUNCATE ON prayer_days
  FOR EACH STATEMENT EXECUTE FUNCTION hidaya_prayer_versions_all();
--> statement-breakpoint
CREATE TRIGGER streaks_version_truncate AFTER TRUNCATE ON streaks
  FOR EACH STATEMENT EXECUTE FUNCTION hidaya_prayer_versions_all();
--> statement-breakpoint
CREATE TRIGGER user_points_version_truncate AFTER TRUNCATE ON user_points
  FOR EACH STATEMENT EXECUTE FUNCTION hidaya_prayer_versions_all();
--> statement-breakpoint
CREATE TRIGGER prayer_settings_version_truncate AFTER TRUNCATE ON prayer_settings
  FOR EACH STATEMENT EXECUTE FUNCTION hidaya_prayer_versions_all();
