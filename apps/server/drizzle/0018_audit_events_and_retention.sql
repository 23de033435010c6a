CREATE TABLE "audit_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_role_type" text,
	"actor_authority" text,
	"operation" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"account_id" bigint,
	"competent_authority" text,
	"workflow_request_id" text,
	"task_id" bigint,
	"http_request_id" text,
	"client_address" text,
	"changes" jsonb
);
--> statement-breakpoint
CREATE TABLE "retention_run" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"dry_run" boolean NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_event_account_idx" ON "audit_event" USING btree ("account_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_event_authority_idx" ON "audit_event" USING btree ("competent_authority","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_event_occurred_idx" ON "audit_event" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_event_actor_idx" ON "audit_event" USING btree ("actor_user_id","occurred_at");--> statement-breakpoint
-- The audit trail (ADR 21). Every audited table has an AFTER ROW trigger that records the change in
-- audit_event in the same transaction. Who and from where come from the transaction-local setting
-- esos.audit_context, which the server sets at the start of every transaction it opens for an HTTP
-- request (platform/audit). A change made with no such context (migrations, seeding demo data, the
-- retention job, benchmarks' fixtures) is not an API change and is not recorded.
-- Arguments: TG_ARGV[0] columns never recorded (file contents), TG_ARGV[1] columns recorded as
-- "changed" without their values (secrets), TG_ARGV[2] bookkeeping columns whose change alone is no event.
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  context jsonb := nullif(current_setting('esos.audit_context', true), '')::jsonb;
  hidden text[] := string_to_array(coalesce(TG_ARGV[0], ''), ',');
  secret text[] := string_to_array(coalesce(TG_ARGV[1], ''), ',');
  bookkeeping text[] := string_to_array(coalesce(TG_ARGV[2], ''), ',');
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
  changed jsonb := '{}'::jsonb;
  column_name text;
  old_value jsonb;
  new_value jsonb;
  part text;
  the_account bigint;
  the_authority text;
  the_request text;
  actor_authority text;
BEGIN
  IF context IS NULL THEN
    RETURN NULL;
  END IF;
  old_row := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_data := coalesce(new_row, old_row);
  FOR column_name IN SELECT jsonb_object_keys(row_data) LOOP
    CONTINUE WHEN column_name = ANY (hidden);
    old_value := old_row -> column_name;
    new_value := new_row -> column_name;
    CONTINUE WHEN TG_OP = 'UPDATE' AND old_value IS NOT DISTINCT FROM new_value;
    CONTINUE WHEN TG_OP = 'UPDATE' AND column_name = ANY (bookkeeping);
    CONTINUE WHEN TG_OP <> 'UPDATE' AND coalesce(new_value, old_value) = 'null'::jsonb;
    IF column_name = ANY (secret) THEN
      changed := changed || jsonb_build_object(column_name, jsonb_build_object('changed', true));
    ELSIF TG_OP = 'UPDATE' AND jsonb_typeof(old_value) = 'object' AND jsonb_typeof(new_value) = 'object' THEN
      -- A payload: the top-level parts that changed, not the whole document twice.
      FOR part IN SELECT jsonb_object_keys(old_value || new_value) LOOP
        CONTINUE WHEN old_value -> part IS NOT DISTINCT FROM new_value -> part;
        changed := changed || jsonb_build_object(column_name || '.' || part,
          jsonb_strip_nulls(jsonb_build_object('old', old_value -> part, 'new', new_value -> part)));
      END LOOP;
    ELSIF TG_OP = 'UPDATE' THEN
      changed := changed || jsonb_build_object(column_name,
        jsonb_build_object('old', old_value, 'new', new_value));
    ELSIF TG_OP = 'INSERT' THEN
      changed := changed || jsonb_build_object(column_name, jsonb_build_object('new', new_value));
    ELSE
      changed := changed || jsonb_build_object(column_name, jsonb_build_object('old', old_value));
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND changed = '{}'::jsonb THEN
    RETURN NULL;
  END IF;

  the_request := CASE WHEN TG_TABLE_NAME = 'request' THEN row_data ->> 'id' ELSE row_data ->> 'request_id' END;
  the_account := CASE WHEN TG_TABLE_NAME = 'account' THEN (row_data ->> 'id')::bigint
    ELSE (row_data ->> 'account_id')::bigint END;
  the_authority := CASE WHEN TG_TABLE_NAME IN ('account', 'request', 'request_task', 'authority')
    THEN row_data ->> 'competent_authority' END;
  IF the_account IS NULL AND the_request IS NOT NULL THEN
    SELECT r.account_id, r.competent_authority INTO the_account, the_authority
      FROM request r WHERE r.id = the_request;
  END IF;
  IF the_account IS NULL AND TG_TABLE_NAME = 'authority_permission' THEN
    SELECT au.account_id, au.competent_authority INTO the_account, the_authority
      FROM authority au WHERE au.id = (row_data ->> 'authority_id')::bigint;
  END IF;
  IF the_authority IS NULL AND the_account IS NOT NULL THEN
    SELECT a.competent_authority INTO the_authority FROM account a WHERE a.id = the_account;
  END IF;

  actor_authority := context ->> 'actorAuthority';
  IF context ->> 'actorRoleType' = 'OPERATOR' AND the_account IS NOT NULL THEN
    SELECT au.code INTO actor_authority FROM authority au
      WHERE au.user_id = (context ->> 'actorUserId')::uuid AND au.account_id = the_account LIMIT 1;
  END IF;

  INSERT INTO audit_event (actor_user_id, actor_role_type, actor_authority, operation, action, entity_type,
    entity_id, account_id, competent_authority, workflow_request_id, task_id, http_request_id, client_address,
    changes)
  VALUES ((context ->> 'actorUserId')::uuid, context ->> 'actorRoleType', actor_authority,
    coalesce(context ->> 'operation', 'unknown'), TG_OP, TG_TABLE_NAME,
    coalesce(row_data ->> 'id', row_data ->> 'uuid', row_data ->> 'user_id', row_data ->> 'authority_id'),
    the_account, the_authority, the_request,
    CASE WHEN TG_TABLE_NAME = 'request_task' THEN (row_data ->> 'id')::bigint END,
    context ->> 'httpRequestId', context ->> 'clientAddress', changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_account AFTER INSERT OR UPDATE OR DELETE ON account
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_account_contact AFTER INSERT OR UPDATE OR DELETE ON account_contact
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_account_onboarding_registry AFTER INSERT OR UPDATE OR DELETE ON account_onboarding_registry
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_app_user AFTER INSERT OR UPDATE OR DELETE ON app_user
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', 'last_login_at');
--> statement-breakpoint
CREATE TRIGGER audit_user_credential AFTER INSERT OR UPDATE OR DELETE ON user_credential
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', 'password_hash,totp_secret',
    'totp_last_step,failed_attempts,locked_until,updated_at');
--> statement-breakpoint
CREATE TRIGGER audit_user_signature AFTER INSERT OR UPDATE OR DELETE ON user_signature
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('content', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_authority AFTER INSERT OR UPDATE OR DELETE ON authority
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_authority_permission AFTER INSERT OR UPDATE OR DELETE ON authority_permission
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_request AFTER INSERT OR UPDATE OR DELETE ON request
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', 'version');
--> statement-breakpoint
CREATE TRIGGER audit_request_task AFTER INSERT OR UPDATE OR DELETE ON request_task
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', 'version');
--> statement-breakpoint
CREATE TRIGGER audit_request_action AFTER INSERT OR UPDATE OR DELETE ON request_action
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_account_note AFTER INSERT OR UPDATE OR DELETE ON account_note
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', 'last_updated_on');
--> statement-breakpoint
CREATE TRIGGER audit_request_note AFTER INSERT OR UPDATE OR DELETE ON request_note
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', 'last_updated_on');
--> statement-breakpoint
CREATE TRIGGER audit_stored_file AFTER INSERT OR UPDATE OR DELETE ON stored_file
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('content', '', 'last_updated_on');
--> statement-breakpoint
CREATE TRIGGER audit_noc AFTER INSERT OR UPDATE OR DELETE ON noc
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_action_plan AFTER INSERT OR UPDATE OR DELETE ON action_plan
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_progress_update_1 AFTER INSERT OR UPDATE OR DELETE ON progress_update_1
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_progress_update_2 AFTER INSERT OR UPDATE OR DELETE ON progress_update_2
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', '');
--> statement-breakpoint
-- Append-only. No UPDATE or TRUNCATE ever; DELETE only inside a transaction where the retention job
-- has set esos.audit_purge (ADR 21). The owner of a table can drop a trigger, so this guards against
-- the application's code and the MI report roles (which can neither write nor call set_config), not
-- against someone holding the database owner's password.
CREATE FUNCTION audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('esos.audit_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_event is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_event_no_update BEFORE UPDATE OR DELETE ON audit_event
  FOR EACH ROW EXECUTE FUNCTION audit_event_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_event_no_truncate BEFORE TRUNCATE ON audit_event
  FOR EACH STATEMENT EXECUTE FUNCTION audit_event_append_only();
--> statement-breakpoint
-- A source for custom MI reports (ADR 10): each competent authority's report schema gets its own
-- authority's events, as a security barrier like the other views; no client address (personal data
-- that MI has no use for).
DO $$
DECLARE
  ca text;
  role_name text;
  schema_name text;
BEGIN
  FOREACH ca IN ARRAY ARRAY['ENGLAND', 'NORTHERN_IRELAND', 'OPRED', 'SCOTLAND', 'WALES'] LOOP
    role_name := 'esos_mi_report_' || lower(ca);
    schema_name := 'mi_report_' || lower(ca);
    EXECUTE format($v$CREATE VIEW %I.audit_events WITH (security_barrier = true) AS
      SELECT e.id, e.occurred_at, e.actor_user_id, e.actor_role_type, e.actor_authority, e.operation,
        e.action, e.entity_type, e.entity_id, e.account_id, e.workflow_request_id, e.task_id,
        e.http_request_id, e.changes
      FROM public.audit_event e WHERE e.competent_authority = %L$v$, schema_name, ca);
    EXECUTE format('GRANT SELECT ON %I.audit_events TO %I', schema_name, role_name);
  END LOOP;
END;
$$;
