-- The compliance overview (ADR 50) counts accounts by where each report of a phase stands. Reading that
-- from the requests, tasks and submitted reports on every view would scan them all, so compliance_state
-- holds it: one row per account, report type and phase that has a report in progress or submitted (an
-- account without a row has not started). Statement triggers on account, request, request_task and
-- submitted_report recompute the rows of the accounts a statement touched, in the same transaction, so
-- the overview's counts are index-only counts of this table and every writer (workflows, seed, bench,
-- retention) keeps it true without knowing of it.
CREATE TABLE "compliance_state" (
  "account_id" bigint NOT NULL,
  "request_type" text NOT NULL,
  "phase" text NOT NULL,
  "competent_authority" text NOT NULL,
  "account_live" boolean NOT NULL,
  "state" text NOT NULL,
  "request_id" text NOT NULL,
  "submitted_at" timestamp with time zone,
  "reporting_obligation_category" text,
  "lead_assessor_type" text,
  "compliance_route" text,
  "assignee" uuid,
  CONSTRAINT "compliance_state_pkey" PRIMARY KEY ("account_id", "request_type", "phase"),
  CONSTRAINT "compliance_state_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "compliance_state_ca_phase_type_idx" ON "compliance_state" USING btree ("competent_authority", "phase", "request_type", "account_live", "state", "submitted_at");
--> statement-breakpoint
CREATE INDEX "compliance_state_ca_phase_noc_idx" ON "compliance_state" USING btree ("competent_authority", "phase", "request_type", "account_live", "reporting_obligation_category", "lead_assessor_type", "compliance_route");
--> statement-breakpoint
-- An account's reports of a phase: a row for each (type, phase) with a report in progress or submitted.
-- In progress: WITH_REVIEWER when a helper's edit task is open (the notification's "send to edit"),
-- RETURNED when it was submitted before (a regulator re-initiated it), else IN_PROGRESS; SUBMITTED when
-- only the submitted record is left. A report's phase is its request's metadata.phase.
CREATE FUNCTION "compliance_state_refresh"("accounts" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "compliance_state" WHERE "account_id" = ANY("accounts");
  INSERT INTO "compliance_state" ("account_id", "request_type", "phase", "competent_authority", "account_live",
    "state", "request_id", "submitted_at", "reporting_obligation_category", "lead_assessor_type",
    "compliance_route", "assignee")
  SELECT "k"."account_id", "k"."request_type", "k"."phase", "a"."competent_authority", "a"."status" = 'LIVE',
    CASE
      WHEN "o"."id" IS NULL THEN 'SUBMITTED'
      WHEN "o"."with_reviewer" THEN 'WITH_REVIEWER'
      WHEN "s"."id" IS NOT NULL THEN 'RETURNED'
      ELSE 'IN_PROGRESS'
    END,
    coalesce("o"."id", "s"."id"), "s"."submitted_at", "s"."reporting_obligation_category",
    "s"."lead_assessor_type",
    CASE
      WHEN "s"."id" IS NULL THEN NULL
      WHEN jsonb_typeof("s"."data" -> 'alternativeComplianceRoutes' -> 'iso50001CertificateDetails') = 'object' THEN 'ISO_50001'
      WHEN jsonb_typeof("s"."data" -> 'alternativeComplianceRoutes' -> 'decCertificatesDetails' -> 'certificateDetails') = 'array'
        OR jsonb_typeof("s"."data" -> 'alternativeComplianceRoutes' -> 'gdaCertificatesDetails' -> 'certificateDetails') = 'array'
        THEN 'DEC_OR_GDA'
      WHEN jsonb_typeof("s"."data" -> 'complianceRoute') = 'object' THEN 'ENERGY_AUDIT'
      ELSE NULL
    END,
    "o"."assignee"
  FROM (
    SELECT "account_id", "type" AS "request_type", "metadata" ->> 'phase' AS "phase" FROM "request"
    WHERE "account_id" = ANY("accounts") AND "status" = 'IN_PROGRESS' AND "metadata" ->> 'phase' IS NOT NULL
    UNION
    SELECT "account_id", "request_type", "phase" FROM "submitted_report" WHERE "account_id" = ANY("accounts")
  ) AS "k"
  JOIN "account" AS "a" ON "a"."id" = "k"."account_id"
  LEFT JOIN "submitted_report" AS "s"
    ON "s"."account_id" = "k"."account_id" AND "s"."request_type" = "k"."request_type" AND "s"."phase" = "k"."phase"
  LEFT JOIN LATERAL (
    SELECT "r"."id",
      EXISTS (SELECT 1 FROM "request_task" AS "t" WHERE "t"."request_id" = "r"."id" AND "t"."type" LIKE '%\_APPLICATION\_EDIT') AS "with_reviewer",
      (SELECT "t"."assignee" FROM "request_task" AS "t" WHERE "t"."request_id" = "r"."id"
        ORDER BY ("t"."type" LIKE '%\_APPLICATION\_EDIT') DESC, "t"."id" LIMIT 1) AS "assignee"
    FROM "request" AS "r"
    WHERE "r"."account_id" = "k"."account_id" AND "r"."type" = "k"."request_type"
      AND "r"."metadata" ->> 'phase' = "k"."phase" AND "r"."status" = 'IN_PROGRESS'
    ORDER BY "r"."creation_date" DESC
    LIMIT 1
  ) AS "o" ON true;
END;
$$;
--> statement-breakpoint
-- One function per table: a transition table belongs to one event's trigger, so a branch per event.
CREATE FUNCTION "compliance_state_on_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "compliance_state_refresh"(ARRAY(SELECT DISTINCT "account_id" FROM "request_added" WHERE "account_id" IS NOT NULL AND "metadata" ->> 'phase' IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "compliance_state_refresh"(ARRAY(SELECT DISTINCT "account_id" FROM "request_removed" WHERE "account_id" IS NOT NULL AND "metadata" ->> 'phase' IS NOT NULL));
  ELSE
    -- A payload save changes no status: nothing to do.
    PERFORM "compliance_state_refresh"(ARRAY(
      SELECT DISTINCT "n"."account_id" FROM "request_added" AS "n" JOIN "request_removed" AS "o" ON "o"."id" = "n"."id"
      WHERE "n"."account_id" IS NOT NULL AND "n"."metadata" ->> 'phase' IS NOT NULL
        AND ("n"."status" IS DISTINCT FROM "o"."status" OR "n"."metadata" IS DISTINCT FROM "o"."metadata")));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "compliance_state_on_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "compliance_state_refresh"(ARRAY(SELECT DISTINCT "account_id" FROM "request_task_added" WHERE "account_id" IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "compliance_state_refresh"(ARRAY(SELECT DISTINCT "account_id" FROM "request_task_removed" WHERE "account_id" IS NOT NULL));
  ELSE
    -- Saving a task's payload changes neither its type nor its assignee: nothing to do.
    PERFORM "compliance_state_refresh"(ARRAY(
      SELECT DISTINCT "n"."account_id" FROM "request_task_added" AS "n" JOIN "request_task_removed" AS "o" ON "o"."id" = "n"."id"
      WHERE "n"."account_id" IS NOT NULL
        AND ("n"."assignee" IS DISTINCT FROM "o"."assignee" OR "n"."type" IS DISTINCT FROM "o"."type")));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "compliance_state_on_submitted_report"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "compliance_state_refresh"(ARRAY(SELECT DISTINCT "account_id" FROM "submitted_report_added"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "compliance_state_refresh"(ARRAY(SELECT DISTINCT "account_id" FROM "submitted_report_removed"));
  ELSE
    PERFORM "compliance_state_refresh"(ARRAY(SELECT DISTINCT "account_id" FROM "submitted_report_added"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "compliance_state_on_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a change of status or competent authority moves an account's rows.
  UPDATE "compliance_state" AS "c" SET "account_live" = "n"."status" = 'LIVE', "competent_authority" = "n"."competent_authority"
  FROM "account_added" AS "n" JOIN "account_removed" AS "o" ON "o"."id" = "n"."id"
  WHERE "c"."account_id" = "n"."id"
    AND ("n"."status" IS DISTINCT FROM "o"."status" OR "n"."competent_authority" IS DISTINCT FROM "o"."competent_authority");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "compliance_state_request_insert" AFTER INSERT ON "request" REFERENCING NEW TABLE AS "request_added" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_state_on_request"();
--> statement-breakpoint
CREATE TRIGGER "compliance_state_request_update" AFTER UPDATE ON "request" REFERENCING OLD TABLE AS "request_removed" NEW TABLE AS "request_added" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_state_on_request"();
--> statement-breakpoint
CREATE TRIGGER "compliance_state_request_delete" AFTER DELETE ON "request" REFERENCING OLD TABLE AS "request_removed" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_state_on_request"();
--> statement-breakpoint
CREATE TRIGGER "compliance_state_task_insert" AFTER INSERT ON "request_task" REFERENCING NEW TABLE AS "request_task_added" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_state_on_task"();
--> statement-breakpoint
CREATE TRIGGER "compliance_state_task_update" AFTER UPDATE ON "request_task" REFERENCING OLD TABLE AS "request_task_removed" NEW TABLE AS "request_task_added" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_state_on_task"();
--> statement-breakpoint
CREATE TRIGGER "compliance_state_task_delete" AFTER DELETE ON "request_task" REFERENCING OLD TABLE AS "request_task_removed" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_state_on_task"();
--> statement-breakpoint
CREATE TRIGGER "compliance_state_submitted_report_insert" AFTER INSERT ON "submitted_report" REFERENCING NEW TABLE AS "submitted_report_added" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_state_on_submitted_report"();
--> statement-breakpoint
CREATE TRIGGER "compliance_state_submitted_report_update" AFTER UPDATE ON "submitted_report" REFERENCING OLD TABLE AS "submitted_report_removed" NEW TABLE AS "submitted_report_added" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_state_on_submitted_report"();
--> statement-breakpoint
CREATE TRIGGER "compliance_state_submitted_report_delete" AFTER DELETE ON "submitted_report" REFERENCING OLD TABLE AS "submitted_report_removed" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_state_on_submitted_report"();
--> statement-breakpoint
CREATE TRIGGER "compliance_state_account_update" AFTER UPDATE ON "account" REFERENCING OLD TABLE AS "account_removed" NEW TABLE AS "account_added" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_state_on_account"();
--> statement-breakpoint
-- The overview's numbers, kept exact from compliance_state by statement triggers (as request_task_count is
-- from request_task, migration 0007): each LIVE account's row counted once by state and notification answers
-- (submitted_on null) and, when SUBMITTED, once by UK day of submission (answers null). A view reads a few
-- hundred rows of it instead of counting tens of thousands. Rows may reach zero and stay.
CREATE TABLE "compliance_count" (
  "competent_authority" text NOT NULL,
  "phase" text NOT NULL,
  "request_type" text NOT NULL,
  "state" text NOT NULL,
  "reporting_obligation_category" text,
  "lead_assessor_type" text,
  "compliance_route" text,
  "submitted_on" date,
  "accounts" integer NOT NULL,
  CONSTRAINT "compliance_count_key" UNIQUE NULLS NOT DISTINCT ("competent_authority", "phase", "request_type", "state",
    "reporting_obligation_category", "lead_assessor_type", "compliance_route", "submitted_on")
);
--> statement-breakpoint
CREATE FUNCTION "compliance_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "compliance_count" AS "c" ("competent_authority", "phase", "request_type", "state",
      "reporting_obligation_category", "lead_assessor_type", "compliance_route", "submitted_on", "accounts")
    SELECT "competent_authority", "phase", "request_type", "state", "category", "lead", "route", "day", sum("delta")
    FROM (
      SELECT "competent_authority", "phase", "request_type", "state", "reporting_obligation_category" AS "category",
        "lead_assessor_type" AS "lead", "compliance_route" AS "route", NULL::date AS "day", "delta"
      FROM (SELECT *, 1 AS "delta" FROM "compliance_state_added" WHERE "account_live") AS "rows"
      UNION ALL
      SELECT "competent_authority", "phase", "request_type", "state", NULL, NULL, NULL,
        ("submitted_at" AT TIME ZONE 'Europe/London')::date, "delta"
      FROM (SELECT *, 1 AS "delta" FROM "compliance_state_added" WHERE "account_live") AS "rows" WHERE "state" = 'SUBMITTED' AND "submitted_at" IS NOT NULL
    ) AS "changes"
    GROUP BY "competent_authority", "phase", "request_type", "state", "category", "lead", "route", "day"
    HAVING sum("delta") <> 0
    ON CONFLICT ON CONSTRAINT "compliance_count_key" DO UPDATE SET "accounts" = "c"."accounts" + "excluded"."accounts";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "compliance_count" AS "c" ("competent_authority", "phase", "request_type", "state",
      "reporting_obligation_category", "lead_assessor_type", "compliance_route", "submitted_on", "accounts")
    SELECT "competent_authority", "phase", "request_type", "state", "category", "lead", "route", "day", sum("delta")
    FROM (
      SELECT "competent_authority", "phase", "request_type", "state", "reporting_obligation_category" AS "category",
        "lead_assessor_type" AS "lead", "compliance_route" AS "route", NULL::date AS "day", "delta"
      FROM (SELECT *, -1 AS "delta" FROM "compliance_state_removed" WHERE "account_live") AS "rows"
      UNION ALL
      SELECT "competent_authority", "phase", "request_type", "state", NULL, NULL, NULL,
        ("submitted_at" AT TIME ZONE 'Europe/London')::date, "delta"
      FROM (SELECT *, -1 AS "delta" FROM "compliance_state_removed" WHERE "account_live") AS "rows" WHERE "state" = 'SUBMITTED' AND "submitted_at" IS NOT NULL
    ) AS "changes"
    GROUP BY "competent_authority", "phase", "request_type", "state", "category", "lead", "route", "day"
    HAVING sum("delta") <> 0
    ON CONFLICT ON CONSTRAINT "compliance_count_key" DO UPDATE SET "accounts" = "c"."accounts" + "excluded"."accounts";
  ELSE
    INSERT INTO "compliance_count" AS "c" ("competent_authority", "phase", "request_type", "state",
      "reporting_obligation_category", "lead_assessor_type", "compliance_route", "submitted_on", "accounts")
    SELECT "competent_authority", "phase", "request_type", "state", "category", "lead", "route", "day", sum("delta")
    FROM (
      SELECT "competent_authority", "phase", "request_type", "state", "reporting_obligation_category" AS "category",
        "lead_assessor_type" AS "lead", "compliance_route" AS "route", NULL::date AS "day", "delta"
      FROM (SELECT *, 1 AS "delta" FROM "compliance_state_added" WHERE "account_live" UNION ALL SELECT *, -1 AS "delta" FROM "compliance_state_removed" WHERE "account_live") AS "rows"
      UNION ALL
      SELECT "competent_authority", "phase", "request_type", "state", NULL, NULL, NULL,
        ("submitted_at" AT TIME ZONE 'Europe/London')::date, "delta"
      FROM (SELECT *, 1 AS "delta" FROM "compliance_state_added" WHERE "account_live" UNION ALL SELECT *, -1 AS "delta" FROM "compliance_state_removed" WHERE "account_live") AS "rows" WHERE "state" = 'SUBMITTED' AND "submitted_at" IS NOT NULL
    ) AS "changes"
    GROUP BY "competent_authority", "phase", "request_type", "state", "category", "lead", "route", "day"
    HAVING sum("delta") <> 0
    ON CONFLICT ON CONSTRAINT "compliance_count_key" DO UPDATE SET "accounts" = "c"."accounts" + "excluded"."accounts";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "compliance_count_insert" AFTER INSERT ON "compliance_state" REFERENCING NEW TABLE AS "compliance_state_added" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_count_apply"();
--> statement-breakpoint
CREATE TRIGGER "compliance_count_update" AFTER UPDATE ON "compliance_state" REFERENCING OLD TABLE AS "compliance_state_removed" NEW TABLE AS "compliance_state_added" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_count_apply"();
--> statement-breakpoint
CREATE TRIGGER "compliance_count_delete" AFTER DELETE ON "compliance_state" REFERENCING OLD TABLE AS "compliance_state_removed" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_count_apply"();
--> statement-breakpoint
-- Reports that exist before the triggers.
SELECT "compliance_state_refresh"(ARRAY(SELECT "id" FROM "account"));
