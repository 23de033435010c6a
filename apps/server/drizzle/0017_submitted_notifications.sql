CREATE TABLE "noc" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"phase" text NOT NULL,
	"data" jsonb NOT NULL,
	"submission_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "noc" ADD CONSTRAINT "noc_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "noc_account_idx" ON "noc" USING btree ("account_id");--> statement-breakpoint
-- The submitted notifications are readable by custom MI reports (ADR 0010), as the reference's noc view:
-- each competent authority's report schema gets a view of its own accounts' notifications, a security
-- barrier like the others (migration 0011).
DO $$
DECLARE
  ca text;
  role_name text;
  schema_name text;
BEGIN
  FOREACH ca IN ARRAY ARRAY['ENGLAND', 'NORTHERN_IRELAND', 'OPRED', 'SCOTLAND', 'WALES'] LOOP
    role_name := 'esos_mi_report_' || lower(ca);
    schema_name := 'mi_report_' || lower(ca);
    EXECUTE format($v$CREATE VIEW %I.noc WITH (security_barrier = true) AS
      SELECT n.id, n.account_id, n.phase, n.data, n.submission_date
      FROM public.noc n JOIN public.account a ON a.id = n.account_id
      WHERE a.competent_authority = %L$v$, schema_name, ca);
    EXECUTE format('GRANT SELECT ON %I.noc TO %I', schema_name, role_name);
  END LOOP;
END;
$$;
