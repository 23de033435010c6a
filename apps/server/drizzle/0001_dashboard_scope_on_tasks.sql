DROP INDEX "request_task_assignee_idx";--> statement-breakpoint
DROP INDEX "request_task_start_idx";--> statement-breakpoint
ALTER TABLE "request_task" ADD COLUMN "account_id" bigint;--> statement-breakpoint
ALTER TABLE "request_task" ADD COLUMN "competent_authority" text;--> statement-breakpoint
UPDATE "request_task" SET "account_id" = "request"."account_id", "competent_authority" = "request"."competent_authority" FROM "request" WHERE "request"."id" = "request_task"."request_id";--> statement-breakpoint
ALTER TABLE "request_task" ALTER COLUMN "competent_authority" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "request_task" ADD CONSTRAINT "request_task_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_task_assignee_start_idx" ON "request_task" USING btree ("assignee","start_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "request_task_account_idx" ON "request_task" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "request_task_ca_idx" ON "request_task" USING btree ("competent_authority");
