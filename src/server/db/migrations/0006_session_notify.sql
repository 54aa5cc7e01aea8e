-- Every instance keeps a few seconds' cache of session lookups (decision 016). Any change to a user
-- or removal of a session, whoever makes it, tells every listener which users to forget: their ids,
-- or '*' when one statement touched many (one notification per statement, not per row).
CREATE FUNCTION hidaya_notify_session_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF (SELECT count(*) FROM changed_rows) > 50 THEN
    ids := '*';
  ELSIF TG_TABLE_NAME = 'users' THEN
    SELECT string_agg(DISTINCT id::text, ',') INTO ids FROM changed_rows;
  ELSE
    SELECT string_agg(DISTINCT user_id::text, ',') INTO ids FROM changed_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('hidaya_sessions', ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_updated_notify AFTER UPDATE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hidaya_notify_session_users();
--> statement-breakpoint
CREATE TRIGGER users_deleted_notify AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hidaya_notify_session_users();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hidaya_notify_session_users();
