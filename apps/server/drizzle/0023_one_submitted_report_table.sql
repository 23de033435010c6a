-- One table for every report type's submitted records (ADR 45), in place of noc, action_plan and the
-- progress updates' tables: a row per account, report type and phase, the document as JSON, and the few
-- answers the MI exports and the compliance overview filter on copied out of it and indexed.
CREATE TABLE "submitted_report" (
	"id" text PRIMARY KEY NOT NULL,
	"request_type" text NOT NULL,
	"account_id" bigint NOT NULL,
	"competent_authority" text NOT NULL,
	"phase" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reporting_obligation_category" text,
	"lead_assessor_type" text,
	"is_disaggregate_undertaking" boolean,
	"data" jsonb NOT NULL,
	CONSTRAINT "submitted_report_account_type_phase_key" UNIQUE("account_id","request_type","phase")
);
--> statement-breakpoint
ALTER TABLE "submitted_report" ADD CONSTRAINT "submitted_report_id_request_id_fk" FOREIGN KEY ("id") REFERENCES "public"."request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submitted_report" ADD CONSTRAINT "submitted_report_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submitted_report_ca_type_idx" ON "submitted_report" USING btree ("competent_authority","request_type","phase","id");--> statement-breakpoint
CREATE INDEX "submitted_report_ca_phase_category_idx" ON "submitted_report" USING btree ("competent_authority","phase","reporting_obligation_category");--> statement-breakpoint
-- The rows kept so far, carried over. A notification's category is worked out from its answers as the
-- service does (determineCategory); the date a plan or update was submitted is its request's.
INSERT INTO "submitted_report" ("id", "request_type", "account_id", "competent_authority", "phase", "submitted_at",
  "reporting_obligation_category", "lead_assessor_type", "data")
SELECT n."id", 'NOTIFICATION_OF_COMPLIANCE_P3', n."account_id", a."competent_authority", n."phase", n."submission_date",
  CASE
    WHEN o ->> 'qualificationType' = 'NOT_QUALIFY' THEN 'NOT_QUALIFY'
    WHEN o ->> 'qualificationType' IS DISTINCT FROM 'QUALIFY' THEN NULL
    WHEN o -> 'reportingObligationDetails' ->> 'energyResponsibilityType' = 'NOT_RESPONSIBLE' THEN 'ZERO_ENERGY'
    WHEN o -> 'reportingObligationDetails' ->> 'energyResponsibilityType' = 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH'
      THEN 'LESS_THAN_40000_KWH_PER_YEAR'
    WHEN o -> 'reportingObligationDetails' ->> 'energyResponsibilityType' IS DISTINCT FROM 'RESPONSIBLE'
      OR jsonb_typeof(d) IS DISTINCT FROM 'object' THEN NULL
    WHEN coalesce((d ->> 'iso50001Pct')::int, 0) = 0 AND coalesce((d ->> 'displayEnergyCertificatePct')::int, 0) = 0
      AND coalesce((d ->> 'greenDealAssessmentPct')::int, 0) = 0 THEN 'ESOS_ENERGY_ASSESSMENTS_95_TO_100'
    WHEN (d ->> 'iso50001Pct')::int = 100 THEN 'ISO_50001_COVERING_ENERGY_USAGE'
    WHEN coalesce((d ->> 'energyAuditsPct')::int, 0) > 0 THEN 'PARTIAL_ENERGY_ASSESSMENTS'
    ELSE 'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100'
  END,
  n."data" -> 'leadAssessor' ->> 'leadAssessorType', n."data"
FROM "noc" n
JOIN "account" a ON a."id" = n."account_id",
LATERAL (SELECT n."data" -> 'reportingObligation' AS o,
  n."data" -> 'reportingObligation' -> 'reportingObligationDetails' -> 'complianceRouteDistribution' AS d) answers;
--> statement-breakpoint
INSERT INTO "submitted_report" ("id", "request_type", "account_id", "competent_authority", "phase", "submitted_at", "data")
SELECT p."id", r."type", p."account_id", r."competent_authority", p."phase",
  coalesce(r."submission_date", r."end_date", r."creation_date"), p."data"
FROM "action_plan" p JOIN "request" r ON r."id" = p."id";
--> statement-breakpoint
INSERT INTO "submitted_report" ("id", "request_type", "account_id", "competent_authority", "phase", "submitted_at",
  "is_disaggregate_undertaking", "data")
SELECT u."id", r."type", u."account_id", r."competent_authority", u."phase",
  coalesce(r."submission_date", r."end_date", r."creation_date"), u."is_disaggregate_undertaking", u."data"
FROM (SELECT * FROM "progress_update_1" UNION ALL SELECT * FROM "progress_update_2") u
JOIN "request" r ON r."id" = u."id";
--> statement-breakpoint
CREATE TRIGGER audit_submitted_report AFTER INSERT OR UPDATE OR DELETE ON submitted_report
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', '');
--> statement-breakpoint
-- The MI report schemas' views keep their names and columns (a regulator's saved custom query still runs),
-- now read from the one table; security barriers as before (ADR 10, migration 0011).
DO $$
DECLARE
  ca text;
  role_name text;
  schema_name text;
BEGIN
  FOREACH ca IN ARRAY ARRAY['ENGLAND', 'NORTHERN_IRELAND', 'OPRED', 'SCOTLAND', 'WALES'] LOOP
    role_name := 'esos_mi_report_' || lower(ca);
    schema_name := 'mi_report_' || lower(ca);
    EXECUTE format('DROP VIEW %1$I.noc, %1$I.action_plans, %1$I.progress_updates_1, %1$I.progress_updates_2',
      schema_name);
    EXECUTE format($v$CREATE VIEW %I.noc WITH (security_barrier = true) AS
      SELECT s.id, s.account_id, s.phase, s.data, s.submitted_at AS submission_date
      FROM public.submitted_report s JOIN public.account a ON a.id = s.account_id
      WHERE s.request_type = 'NOTIFICATION_OF_COMPLIANCE_P3' AND a.competent_authority = %L$v$, schema_name, ca);
    EXECUTE format($v$CREATE VIEW %I.action_plans WITH (security_barrier = true) AS
      SELECT s.id, s.account_id, s.phase, s.data
      FROM public.submitted_report s JOIN public.account a ON a.id = s.account_id
      WHERE s.request_type = 'ACTION_PLAN_P3' AND a.competent_authority = %L$v$, schema_name, ca);
    EXECUTE format($v$CREATE VIEW %I.progress_updates_1 WITH (security_barrier = true) AS
      SELECT s.id, s.account_id, s.phase, s.is_disaggregate_undertaking, s.data
      FROM public.submitted_report s JOIN public.account a ON a.id = s.account_id
      WHERE s.request_type = 'PROGRESS_UPDATE_1_P3' AND a.competent_authority = %L$v$, schema_name, ca);
    EXECUTE format($v$CREATE VIEW %I.progress_updates_2 WITH (security_barrier = true) AS
      SELECT s.id, s.account_id, s.phase, s.is_disaggregate_undertaking, s.data
      FROM public.submitted_report s JOIN public.account a ON a.id = s.account_id
      WHERE s.request_type = 'PROGRESS_UPDATE_2_P3' AND a.competent_authority = %L$v$, schema_name, ca);
    EXECUTE format('GRANT SELECT ON %1$I.noc, %1$I.action_plans, %1$I.progress_updates_1, %1$I.progress_updates_2 TO %2$I',
      schema_name, role_name);
  END LOOP;
END;
$$;
--> statement-breakpoint
DROP TABLE "noc", "action_plan", "progress_update_1", "progress_update_2";
