-- Dashboard totals are read from request_task_count instead of counting tasks (src/api/items/repository.ts).
-- Statement triggers with transition tables keep it exact: each statement on request_task adds its new
-- rows and subtracts its old ones, aggregated per key, so a bulk insert is one upsert per key and an
-- update that changes no key (saving a task's payload) nets to zero and writes nothing. Every task counts
-- once under its competent authority and once under its account (if any). A transition table can belong
-- to a trigger for one event only, hence one trigger per event and a branch per event here (each branch
-- may name only the transition tables its event has).
CREATE FUNCTION "request_task_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "request_task_count";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "request_task_count" AS "c" ("scope_kind", "scope_id", "task_type", "assignee", "open_tasks")
    SELECT "scope_kind", "scope_id", "task_type", "assignee", sum("delta")
    FROM (
      SELECT 'COMPETENT_AUTHORITY' AS "scope_kind", "competent_authority" AS "scope_id", "type" AS "task_type", "assignee", 1 AS "delta" FROM "request_task_added"
      UNION ALL
      SELECT 'ACCOUNT', "account_id"::text, "type", "assignee", 1 FROM "request_task_added" WHERE "account_id" IS NOT NULL
    ) AS "changes"
    GROUP BY "scope_kind", "scope_id", "task_type", "assignee"
    HAVING sum("delta") <> 0
    ON CONFLICT ON CONSTRAINT "request_task_count_key"
    DO UPDATE SET "open_tasks" = "c"."open_tasks" + "excluded"."open_tasks";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "request_task_count" AS "c" ("scope_kind", "scope_id", "task_type", "assignee", "open_tasks")
    SELECT "scope_kind", "scope_id", "task_type", "assignee", sum("delta")
    FROM (
      SELECT 'COMPETENT_AUTHORITY' AS "scope_kind", "competent_authority" AS "scope_id", "type" AS "task_type", "assignee", -1 AS "delta" FROM "request_task_removed"
      UNION ALL
      SELECT 'ACCOUNT', "account_id"::text, "type", "assignee", -1 FROM "request_task_removed" WHERE "account_id" IS NOT NULL
    ) AS "changes"
    GROUP BY "scope_kind", "scope_id", "task_type", "assignee"
    HAVING sum("delta") <> 0
    ON CONFLICT ON CONSTRAINT "request_task_count_key"
    DO UPDATE SET "open_tasks" = "c"."open_tasks" + "excluded"."open_tasks";
  ELSE
    INSERT INTO "request_task_count" AS "c" ("scope_kind", "scope_id", "task_type", "assignee", "open_tasks")
    SELECT "scope_kind", "scope_id", "task_type", "assignee", sum("delta")
    FROM (
      SELECT 'COMPETENT_AUTHORITY' AS "scope_kind", "competent_authority" AS "scope_id", "type" AS "task_type", "assignee", 1 AS "delta" FROM "request_task_added"
      UNION ALL
      SELECT 'ACCOUNT', "account_id"::text, "type", "assignee", 1 FROM "request_task_added" WHERE "account_id" IS NOT NULL
      UNION ALL
      SELECT 'COMPETENT_AUTHORITY' AS "scope_kind", "competent_authority" AS "scope_id", "type" AS "task_type", "assignee", -1 AS "delta" FROM "request_task_removed"
      UNION ALL
      SELECT 'ACCOUNT', "account_id"::text, "type", "assignee", -1 FROM "request_task_removed" WHERE "account_id" IS NOT NULL
    ) AS "changes"
    GROUP BY "scope_kind", "scope_id", "task_type", "assignee"
    HAVING sum("delta") <> 0
    ON CONFLICT ON CONSTRAINT "request_task_count_key"
    DO UPDATE SET "open_tasks" = "c"."open_tasks" + "excluded"."open_tasks";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "request_task_count_insert" AFTER INSERT ON "request_task" REFERENCING NEW TABLE AS "request_task_added" FOR EACH STATEMENT EXECUTE FUNCTION "request_task_count_apply"();
--> statement-breakpoint
CREATE TRIGGER "request_task_count_update" AFTER UPDATE ON "request_task" REFERENCING OLD TABLE AS "request_task_removed" NEW TABLE AS "request_task_added" FOR EACH STATEMENT EXECUTE FUNCTION "request_task_count_apply"();
--> statement-breakpoint
CREATE TRIGGER "request_task_count_delete" AFTER DELETE ON "request_task" REFERENCING OLD TABLE AS "request_task_removed" FOR EACH STATEMENT EXECUTE FUNCTION "request_task_count_apply"();
--> statement-breakpoint
CREATE TRIGGER "request_task_count_truncate" AFTER TRUNCATE ON "request_task" FOR EACH STATEMENT EXECUTE FUNCTION "request_task_count_apply"();
--> statement-breakpoint
-- Tasks that exist before the triggers.
INSERT INTO "request_task_count" ("scope_kind", "scope_id", "task_type", "assignee", "open_tasks")
SELECT "scope_kind", "scope_id", "task_type", "assignee", sum("delta")
FROM (
  SELECT 'COMPETENT_AUTHORITY' AS "scope_kind", "competent_authority" AS "scope_id", "type" AS "task_type", "assignee", 1 AS "delta" FROM "request_task"
      UNION ALL
      SELECT 'ACCOUNT', "account_id"::text, "type", "assignee", 1 FROM "request_task" WHERE "account_id" IS NOT NULL
) AS "tasks"
GROUP BY "scope_kind", "scope_id", "task_type", "assignee";
