-- Every change to a submitted report names its kind (ADR 21): the audit function takes a fourth argument,
-- the columns that say what a row is, recorded in an update even when it leaves them alone. An insert or a
-- delete already records every column. Without it a re-submission (an update of the submission date and
-- document) was recorded as "Submitted report changed", with nothing to say which report.
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  context jsonb := nullif(current_setting('esos.audit_context', true), '')::jsonb;
  hidden text[] := string_to_array(coalesce(TG_ARGV[0], ''), ',');
  secret text[] := string_to_array(coalesce(TG_ARGV[1], ''), ',');
  bookkeeping text[] := string_to_array(coalesce(TG_ARGV[2], ''), ',');
  naming text[] := string_to_array(coalesce(TG_ARGV[3], ''), ',');
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
  the_subject uuid;
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
  -- The columns that say what the row is (a submitted report's kind): kept in every change, as the same
  -- value before and after where the change left them alone.
  FOREACH column_name IN ARRAY naming LOOP
    CONTINUE WHEN TG_OP <> 'UPDATE' OR changed ? column_name OR NOT new_row ? column_name;
    changed := changed || jsonb_build_object(column_name,
      jsonb_build_object('old', old_row -> column_name, 'new', new_row -> column_name));
  END LOOP;

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

  the_subject := CASE WHEN TG_TABLE_NAME = 'app_user' THEN (row_data ->> 'id')::uuid
    WHEN TG_TABLE_NAME IN ('user_credential', 'user_signature', 'authority') THEN (row_data ->> 'user_id')::uuid END;
  IF TG_TABLE_NAME = 'authority_permission' THEN
    SELECT au.user_id INTO the_subject FROM authority au WHERE au.id = (row_data ->> 'authority_id')::bigint;
  END IF;

  actor_authority := context ->> 'actorAuthority';
  IF context ->> 'actorRoleType' = 'OPERATOR' AND the_account IS NOT NULL THEN
    SELECT au.code INTO actor_authority FROM authority au
      WHERE au.user_id = (context ->> 'actorUserId')::uuid AND au.account_id = the_account LIMIT 1;
  END IF;

  INSERT INTO audit_event (actor_user_id, actor_role_type, actor_authority, operation, action, entity_type,
    entity_id, subject_user_id, account_id, competent_authority, workflow_request_id, task_id, http_request_id, client_address,
    changes)
  VALUES ((context ->> 'actorUserId')::uuid, context ->> 'actorRoleType', actor_authority,
    coalesce(context ->> 'operation', 'unknown'), TG_OP, TG_TABLE_NAME,
    coalesce(row_data ->> 'id', row_data ->> 'uuid', row_data ->> 'user_id', row_data ->> 'authority_id'),
    the_subject, the_account, the_authority, the_request,
    CASE WHEN TG_TABLE_NAME = 'request_task' THEN (row_data ->> 'id')::bigint END,
    context ->> 'httpRequestId', context ->> 'clientAddress', changed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER audit_submitted_report ON submitted_report;
--> statement-breakpoint
CREATE TRIGGER audit_submitted_report AFTER INSERT OR UPDATE OR DELETE ON submitted_report
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', '', 'request_type');
