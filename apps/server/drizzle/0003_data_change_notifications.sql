-- Every server instance keeps short-lived read caches (the caller's authorities, dashboard pages).
-- A committed change to a table they read is announced on this channel so every instance drops them.
-- NOTIFY is delivered only on commit, and repeated payloads in one transaction are sent once.
CREATE FUNCTION "notify_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('esos_data_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "app_user_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_user" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "account_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "account" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "authority_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "authority" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "authority_permission_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "authority_permission" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "request_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "request" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "request_task_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "request_task" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
--> statement-breakpoint
CREATE TRIGGER "request_task_visit_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "request_task_visit" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_change"();
