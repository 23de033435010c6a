CREATE TABLE "mi_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"competent_authority" text NOT NULL,
	"type" text NOT NULL,
	"account_type" text DEFAULT 'ORGANISATION' NOT NULL,
	CONSTRAINT "mi_report_ca_type_key" UNIQUE("competent_authority","type","account_type")
);
--> statement-breakpoint
ALTER TABLE "mi_report" ADD CONSTRAINT "mi_report_competent_authority_competent_authority_code_fk" FOREIGN KEY ("competent_authority") REFERENCES "public"."competent_authority"("code") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- MI custom reports (ADR 0010). Regulators' SQL runs in a READ ONLY transaction under a per competent
-- authority role that may only read that authority's report schema: views over the useful, non-secret
-- columns, filtered to the authority. No credentials, tokens, mail, files, signatures or sessions.
-- Roles are cluster-wide (several databases may share one server, each running this migration), so
-- each is created only if missing, tolerating a concurrent creator; schemas and grants are per database.
-- Views run with their owner's rights, so the role needs no grant on any base table.
DO $$
DECLARE
  ca text;
  role_name text;
  schema_name text;
BEGIN
  FOREACH ca IN ARRAY ARRAY['ENGLAND', 'NORTHERN_IRELAND', 'OPRED', 'SCOTLAND', 'WALES'] LOOP
    role_name := 'esos_mi_report_' || lower(ca);
    schema_name := 'mi_report_' || lower(ca);
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = role_name) THEN
      BEGIN
        EXECUTE format('CREATE ROLE %I NOLOGIN NOINHERIT', role_name);
      EXCEPTION WHEN duplicate_object OR unique_violation THEN
        NULL; -- another database on this server created it meanwhile
      END;
    END IF;
    -- SET LOCAL ROLE needs the migrating (= application) user to be a member; a superuser always is.
    IF NOT pg_has_role(current_user, role_name, 'MEMBER') THEN
      EXECUTE format('GRANT %I TO %I', role_name, current_user);
    END IF;
    EXECUTE format('CREATE SCHEMA %I', schema_name);
    EXECUTE format($v$CREATE VIEW %I.accounts AS
      SELECT id, organisation_id, name, registration_number, status, competent_authority, location,
        address_line1, address_line2, city, county, postcode, classification_type,
        classification_other_name, classification_codes, accepted_date, created_at
      FROM public.account WHERE competent_authority = %L$v$, schema_name, ca);
    EXECUTE format($v$CREATE VIEW %I.account_contacts AS
      SELECT c.account_id, c.contact_type, c.user_id
      FROM public.account_contact c JOIN public.account a ON a.id = c.account_id
      WHERE a.competent_authority = %L$v$, schema_name, ca);
    EXECUTE format($v$CREATE VIEW %1$I.authorities AS
      SELECT au.id, au.user_id, au.code, au.status, au.account_id, au.competent_authority, au.created_by,
        au.creation_date
      FROM public.authority au LEFT JOIN public.account a ON a.id = au.account_id
      WHERE au.competent_authority = %2$L OR a.competent_authority = %2$L$v$, schema_name, ca);
    EXECUTE format($v$CREATE VIEW %I.authority_permissions AS
      SELECT p.authority_id, p.permission FROM public.authority_permission p
      WHERE p.authority_id IN (SELECT id FROM %1$I.authorities)$v$, schema_name);
    EXECUTE format($v$CREATE VIEW %I.roles AS SELECT code, name, type FROM public.role$v$, schema_name);
    -- People with an authority or a contact role in this authority's scope; names and contact details
    -- only (credentials live in user_credential, which no view reads).
    EXECUTE format($v$CREATE VIEW %1$I.users AS
      SELECT u.id, u.email, u.first_name, u.last_name, u.status, u.job_title, u.phone_number_code,
        u.phone_number, u.mobile_number_code, u.mobile_number, u.enabled, u.last_login_at, u.created_at
      FROM public.app_user u
      WHERE u.id IN (SELECT user_id FROM %1$I.authorities)
        OR u.id IN (SELECT user_id FROM %1$I.account_contacts)$v$, schema_name);
    EXECUTE format($v$CREATE VIEW %I.requests AS
      SELECT id, type, status, account_id, competent_authority, payload, metadata, creation_date,
        submission_date, end_date
      FROM public.request WHERE competent_authority = %L$v$, schema_name, ca);
    EXECUTE format($v$CREATE VIEW %I.request_tasks AS
      SELECT id, request_id, type, account_id, competent_authority, assignee, due_date, start_date,
        pause_date, payload
      FROM public.request_task WHERE competent_authority = %L$v$, schema_name, ca);
    EXECUTE format($v$CREATE VIEW %1$I.request_task_history AS
      SELECT h.id, h.request_id, h.type, h.assignee, h.start_date, h.end_date, h.payload
      FROM public.request_task_history h WHERE h.request_id IN (SELECT id FROM %1$I.requests)$v$, schema_name);
    EXECUTE format($v$CREATE VIEW %1$I.request_actions AS
      SELECT ra.id, ra.request_id, ra.type, ra.payload, ra.submitter_id, ra.submitter, ra.creation_date
      FROM public.request_action ra WHERE ra.request_id IN (SELECT id FROM %1$I.requests)$v$, schema_name);
    EXECUTE format('REVOKE ALL ON SCHEMA %I FROM PUBLIC', schema_name);
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO %I', schema_name, role_name);
    EXECUTE format('GRANT SELECT ON ALL TABLES IN SCHEMA %I TO %I', schema_name, role_name);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- SET ROLE is only a boundary if the SQL cannot switch back: set_config('role', 'none', true) inside a
-- query would restore the session user's rights (a member of every report role, or a superuser) for
-- the rest of that statement, e.g. for query_to_xml('select * from app_user', ...). And a session-level
-- advisory lock taken by a report would outlive its transaction on the pooled connection (the
-- migration lock, say). Only a superuser may take EXECUTE on these away from PUBLIC; elsewhere the
-- server refuses custom SQL while the report role can still call them (api/mi-reports/custom-query.ts
-- checks before every query). A non-superuser application user then needs EXECUTE on
-- pg_advisory_lock(bigint) granted back (the migrator takes that lock); superusers need no grant.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    REVOKE EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean),
      pg_catalog.pg_advisory_lock(bigint), pg_catalog.pg_advisory_lock(integer, integer),
      pg_catalog.pg_advisory_lock_shared(bigint), pg_catalog.pg_advisory_lock_shared(integer, integer),
      pg_catalog.pg_try_advisory_lock(bigint), pg_catalog.pg_try_advisory_lock(integer, integer),
      pg_catalog.pg_try_advisory_lock_shared(bigint), pg_catalog.pg_try_advisory_lock_shared(integer, integer)
      FROM PUBLIC;
  ELSE
    RAISE NOTICE 'Not a superuser: custom MI reports stay off until EXECUTE on set_config and the session advisory lock functions is revoked from PUBLIC';
  END IF;
END;
$$;
