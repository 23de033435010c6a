-- The language a person chose for the service (ADR 55): their pages on every device they sign in from and
-- the e-mails sent to them. Null until they choose, read as English. The check keeps out anything but the
-- two languages the service speaks; the existing audit trigger on app_user records each change.
ALTER TABLE "app_user" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_language_check" CHECK ("language" IN ('en', 'cy'));
