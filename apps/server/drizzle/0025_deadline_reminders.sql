-- One row per deadline reminder sent for a task (ADR 49): the claim. The job inserts it in the same
-- transaction as the reminder's outbox rows, and the primary key lets only one instance's insert in, so
-- each reminder goes once however many instances run the job. A completed task leaves request_task, and
-- its claims go with it (the outbox rows stay as the record of what was sent).
CREATE TABLE "deadline_reminder" (
  "task_id" bigint NOT NULL,
  "kind" text NOT NULL,
  "request_id" text NOT NULL,
  "due_date" date NOT NULL,
  "recipients" integer NOT NULL,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "deadline_reminder_pkey" PRIMARY KEY ("task_id", "kind"),
  CONSTRAINT "deadline_reminder_task_id_request_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "request_task"("id") ON DELETE cascade
);
