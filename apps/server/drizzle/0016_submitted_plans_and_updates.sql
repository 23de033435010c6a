CREATE TABLE "action_plan" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"phase" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "action_plan_account_phase_key" UNIQUE("account_id","phase")
);
--> statement-breakpoint
CREATE TABLE "progress_update_1" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"phase" text NOT NULL,
	"is_disaggregate_undertaking" boolean NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "progress_update_1_account_phase_key" UNIQUE("account_id","phase")
);
--> statement-breakpoint
CREATE TABLE "progress_update_2" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"phase" text NOT NULL,
	"is_disaggregate_undertaking" boolean NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "progress_update_2_account_phase_key" UNIQUE("account_id","phase")
);
--> statement-breakpoint
ALTER TABLE "action_plan" ADD CONSTRAINT "action_plan_id_request_id_fk" FOREIGN KEY ("id") REFERENCES "public"."request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plan" ADD CONSTRAINT "action_plan_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_update_1" ADD CONSTRAINT "progress_update_1_id_request_id_fk" FOREIGN KEY ("id") REFERENCES "public"."request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_update_1" ADD CONSTRAINT "progress_update_1_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_update_2" ADD CONSTRAINT "progress_update_2_id_request_id_fk" FOREIGN KEY ("id") REFERENCES "public"."request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_update_2" ADD CONSTRAINT "progress_update_2_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The submitted plans and updates in each competent authority's report schema (ADR 0010): views filtered
-- to the authority's accounts, security barriers so a custom query's functions never see other rows.
DO $$
DECLARE
  ca text;
  role_name text;
  schema_name text;
BEGIN
  FOREACH ca IN ARRAY ARRAY['ENGLAND', 'NORTHERN_IRELAND', 'OPRED', 'SCOTLAND', 'WALES'] LOOP
    role_name := 'esos_mi_report_' || lower(ca);
    schema_name := 'mi_report_' || lower(ca);
    EXECUTE format($v$CREATE VIEW %I.action_plans WITH (security_barrier) AS
      SELECT p.id, p.account_id, p.phase, p.data
      FROM public.action_plan p JOIN public.account a ON a.id = p.account_id
      WHERE a.competent_authority = %L$v$, schema_name, ca);
    EXECUTE format($v$CREATE VIEW %I.progress_updates_1 WITH (security_barrier) AS
      SELECT p.id, p.account_id, p.phase, p.is_disaggregate_undertaking, p.data
      FROM public.progress_update_1 p JOIN public.account a ON a.id = p.account_id
      WHERE a.competent_authority = %L$v$, schema_name, ca);
    EXECUTE format($v$CREATE VIEW %I.progress_updates_2 WITH (security_barrier) AS
      SELECT p.id, p.account_id, p.phase, p.is_disaggregate_undertaking, p.data
      FROM public.progress_update_2 p JOIN public.account a ON a.id = p.account_id
      WHERE a.competent_authority = %L$v$, schema_name, ca);
    EXECUTE format('GRANT SELECT ON %1$I.action_plans, %1$I.progress_updates_1, %1$I.progress_updates_2 TO %2$I',
      schema_name, role_name);
  END LOOP;
END;
$$;
