-- The regulators' list of submitted reports (api/submitted-reports, ADR 53): an authority's reports newest
-- first. The included columns are what the list filters on (type, category) and joins by (account), so a
-- page and its capped count walk the index without visiting the table. Drizzle's index builder cannot say
-- INCLUDE, so the schema (workflow/reports/records.ts) declares the keys and this migration the rest.
CREATE INDEX "submitted_report_ca_submitted_idx" ON "submitted_report" USING btree ("competent_authority", "submitted_at" DESC, "id" DESC) INCLUDE ("request_type", "reporting_obligation_category", "account_id");
