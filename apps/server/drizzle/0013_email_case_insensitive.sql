-- One person, one account: e-mail addresses are unique whatever their case, and stored in lower case.
-- People registered before this may have been stored as typed; two rows that differ only in case are
-- two accounts of one person, which this migration cannot merge by itself: it stops and names them.
DO $$
DECLARE
  collisions text;
BEGIN
  SELECT string_agg(addresses, '; ') INTO collisions FROM (
    SELECT lower(email) || ' (' || string_agg(email, ', ' ORDER BY email) || ')' AS addresses
    FROM app_user GROUP BY lower(email) HAVING count(*) > 1
  ) AS duplicate;
  IF collisions IS NOT NULL THEN
    RAISE EXCEPTION 'Migration 0013 stopped: app_user has e-mail addresses that differ only in case: %. Merge or remove the duplicate people (their authorities, contacts and tasks), then start the service again.', collisions;
  END IF;
END;
$$;
--> statement-breakpoint
UPDATE "app_user" SET "email" = lower("email") WHERE "email" <> lower("email");--> statement-breakpoint
ALTER TABLE "app_user" DROP CONSTRAINT "app_user_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_lower_key" ON "app_user" USING btree (lower("email"));
