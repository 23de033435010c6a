-- Account search (src/api/organisation-accounts/repository.ts) at 100k accounts.
-- Trigram operator classes for the name index (ILIKE '%term%'); pg_trgm is a trusted extension
-- (PostgreSQL >= 13: the database owner may create it) and PGlite loads it (platform/db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "account_count" (
	"competent_authority" text PRIMARY KEY NOT NULL,
	"accounts" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "account_ca_idx";--> statement-breakpoint
DROP INDEX "account_registration_number_idx";--> statement-breakpoint
ALTER TABLE "account_count" ADD CONSTRAINT "account_count_competent_authority_competent_authority_code_fk" FOREIGN KEY ("competent_authority") REFERENCES "public"."competent_authority"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_ca_name_idx" ON "account" USING btree ("competent_authority","name","id");--> statement-breakpoint
CREATE INDEX "account_registration_number_upper_idx" ON "account" USING btree (upper("registration_number"));--> statement-breakpoint
CREATE INDEX "account_name_trgm_idx" ON "account" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
-- account_count: accounts per competent authority, the total of a regulator's unfiltered search.
-- Statement triggers with transition tables keep it exact (as request_task_count in 0007): each
-- statement adds its new rows and subtracts its old ones per authority, so a bulk insert is one
-- upsert per authority and an update that keeps the authority (every edit of an account) nets to
-- zero and writes nothing. A transition table belongs to one event's trigger, hence one trigger per
-- event and a branch per event.
CREATE FUNCTION "account_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "account_count";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "account_count" AS "c" ("competent_authority", "accounts")
    SELECT "competent_authority", count(*) FROM "account_added" GROUP BY "competent_authority"
    ON CONFLICT ("competent_authority") DO UPDATE SET "accounts" = "c"."accounts" + "excluded"."accounts";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "account_count" AS "c" SET "accounts" = "c"."accounts" - "removed"."accounts"
    FROM (SELECT "competent_authority", count(*) AS "accounts" FROM "account_removed" GROUP BY "competent_authority") AS "removed"
    WHERE "c"."competent_authority" = "removed"."competent_authority";
  ELSE
    INSERT INTO "account_count" AS "c" ("competent_authority", "accounts")
    SELECT "competent_authority", sum("delta") FROM (
      SELECT "competent_authority", 1 AS "delta" FROM "account_added"
      UNION ALL
      SELECT "competent_authority", -1 FROM "account_removed"
    ) AS "changes"
    GROUP BY "competent_authority"
    HAVING sum("delta") <> 0
    ON CONFLICT ("competent_authority") DO UPDATE SET "accounts" = "c"."accounts" + "excluded"."accounts";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "account_count_insert" AFTER INSERT ON "account" REFERENCING NEW TABLE AS "account_added" FOR EACH STATEMENT EXECUTE FUNCTION "account_count_apply"();
--> statement-breakpoint
CREATE TRIGGER "account_count_update" AFTER UPDATE ON "account" REFERENCING OLD TABLE AS "account_removed" NEW TABLE AS "account_added" FOR EACH STATEMENT EXECUTE FUNCTION "account_count_apply"();
--> statement-breakpoint
CREATE TRIGGER "account_count_delete" AFTER DELETE ON "account" REFERENCING OLD TABLE AS "account_removed" FOR EACH STATEMENT EXECUTE FUNCTION "account_count_apply"();
--> statement-breakpoint
CREATE TRIGGER "account_count_truncate" AFTER TRUNCATE ON "account" FOR EACH STATEMENT EXECUTE FUNCTION "account_count_apply"();
--> statement-breakpoint
-- The accounts there already.
INSERT INTO "account_count" ("competent_authority", "accounts")
SELECT "competent_authority", count(*) FROM "account" GROUP BY "competent_authority";
