-- Count rows are now upserted in key order. The aggregate produced them in no set order, so two transactions
-- changing tasks under the same authority and account (two people releasing or taking tasks at once) could
-- lock the same count rows in opposite orders and deadlock, again on each retry (seen behind the load
-- balancer on PostgreSQL). Taking the row locks in one order means one waits for the other instead.
CREATE OR REPLACE FUNCTION "request_task_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    ORDER BY "scope_kind", "scope_id", "task_type", "assignee"
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
    ORDER BY "scope_kind", "scope_id", "task_type", "assignee"
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
    ORDER BY "scope_kind", "scope_id", "task_type", "assignee"
    ON CONFLICT ON CONSTRAINT "request_task_count_key"
    DO UPDATE SET "open_tasks" = "c"."open_tasks" + "excluded"."open_tasks";
  END IF;
  RETURN NULL;
END;
$$;
