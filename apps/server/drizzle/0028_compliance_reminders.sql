-- One row per reminder a regulator sent from an account list (ADR 51): the claim. The send inserts it in the
-- same transaction as the reminder's outbox rows, and the unique key (account, report, UK day) lets one in,
-- so an account gets at most one reminder of a report a day however many regulators or instances send it.
-- Its audit trigger records each send on the account's history; the rows go with their account.
CREATE TABLE "compliance_reminder" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "account_id" bigint NOT NULL,
  "request_type" text NOT NULL,
  "reminded_on" date NOT NULL,
  "sent_by" uuid NOT NULL,
  "recipients" integer NOT NULL,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "compliance_reminder_account_report_day_key" UNIQUE("account_id", "request_type", "reminded_on"),
  CONSTRAINT "compliance_reminder_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TRIGGER audit_compliance_reminder AFTER INSERT OR UPDATE OR DELETE ON compliance_reminder
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('', '', '');
