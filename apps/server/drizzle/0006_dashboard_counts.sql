CREATE TABLE "request_task_count" (
	"scope_kind" text NOT NULL,
	"scope_id" text NOT NULL,
	"task_type" text NOT NULL,
	"assignee" uuid,
	"open_tasks" integer NOT NULL,
	CONSTRAINT "request_task_count_key" UNIQUE NULLS NOT DISTINCT("scope_kind","scope_id","task_type","assignee")
);
--> statement-breakpoint
DROP INDEX "request_task_account_idx";--> statement-breakpoint
DROP INDEX "request_task_ca_idx";--> statement-breakpoint
CREATE INDEX "request_task_account_assignee_start_idx" ON "request_task" USING btree ("account_id","assignee","start_date" DESC NULLS FIRST,"id" DESC NULLS FIRST,"type");--> statement-breakpoint
CREATE INDEX "request_task_ca_type_assignee_idx" ON "request_task" USING btree ("competent_authority","type","assignee");--> statement-breakpoint
CREATE INDEX "request_task_ca_type_start_idx" ON "request_task" USING btree ("competent_authority","type","start_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);