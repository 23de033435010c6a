-- Account search (ADR 12): a page of results by name reads everything it returns or filters on from the
-- index, so the page walks the index without visiting the table. Drizzle's index builder cannot say
-- INCLUDE, so the schema declares the keys and this migration adds the included columns.
DROP INDEX IF EXISTS "account_ca_name_idx";--> statement-breakpoint
CREATE INDEX "account_ca_name_idx" ON "account" USING btree ("competent_authority","name","id") INCLUDE ("organisation_id","registration_number","status");
