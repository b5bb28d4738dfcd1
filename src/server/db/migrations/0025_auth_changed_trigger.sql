-- Each instance remembers the sessions it read lately, with their user's row (ADR 021). Whoever
-- changes a user or ends a session (a service, a job, a seed, someone at the psql prompt), every
-- instance must forget it: these triggers say so on the domain events channel, as an
-- `auth.changed` event with id 0 (like lib/events.ts `announce`: for every instance, no outbox).
-- One notice per statement: the user's id when it touched one user, null (forget everyone) when
-- it touched many. Touching a session (its `expire`) is an UPDATE of sessions and says nothing.
CREATE FUNCTION "auth_changed_notify"(how_many bigint, one_user uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF how_many > 0 THEN
    PERFORM pg_notify('matchday_events', json_build_object(
      'id', 0,
      'type', 'auth.changed',
      'data', json_build_object('userId', CASE WHEN how_many = 1 THEN one_user END)
    )::text);
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "users_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "auth_changed_notify"(count(DISTINCT "id"), min("id"::text)::uuid) FROM changed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "sessions_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "auth_changed_notify"(count(DISTINCT "user_id"), min("user_id"::text)::uuid) FROM changed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_auth_changed_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "users_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "users_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed_delete" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "sessions_auth_changed"();
