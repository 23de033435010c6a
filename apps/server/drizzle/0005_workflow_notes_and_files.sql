CREATE TABLE "account_onboarding_registry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"registration_number" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"submitter_id" uuid,
	"submission_date" timestamp with time zone DEFAULT now() NOT NULL,
	"competent_authority" text NOT NULL,
	CONSTRAINT "account_onboarding_registry_email_unique" UNIQUE("email"),
	CONSTRAINT "account_onboarding_registry_registration_number_unique" UNIQUE("registration_number")
);
--> statement-breakpoint
CREATE TABLE "request_action" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb,
	"submitter_id" uuid,
	"submitter" text,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_task_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"type" text NOT NULL,
	"assignee" uuid,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb
);
--> statement-breakpoint
CREATE TABLE "account_note" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"submitter_id" uuid,
	"submitter" text NOT NULL,
	"role_type" text NOT NULL,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_note" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"submitter_id" uuid,
	"submitter" text NOT NULL,
	"role_type" text NOT NULL,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"account_id" bigint,
	"request_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "classification_type" text DEFAULT 'SIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "classification_other_name" text;--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "classification_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "account_onboarding_registry" ADD CONSTRAINT "account_onboarding_registry_submitter_id_app_user_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_action" ADD CONSTRAINT "request_action_request_id_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_action" ADD CONSTRAINT "request_action_submitter_id_app_user_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_task_history" ADD CONSTRAINT "request_task_history_request_id_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_task_history" ADD CONSTRAINT "request_task_history_assignee_app_user_id_fk" FOREIGN KEY ("assignee") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_note" ADD CONSTRAINT "account_note_submitter_id_app_user_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_note" ADD CONSTRAINT "account_note_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_note" ADD CONSTRAINT "request_note_submitter_id_app_user_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_note" ADD CONSTRAINT "request_note_request_id_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_request_id_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_action_request_idx" ON "request_action" USING btree ("request_id","creation_date");--> statement-breakpoint
CREATE INDEX "request_task_history_request_idx" ON "request_task_history" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "account_note_account_idx" ON "account_note" USING btree ("account_id","last_updated_on");--> statement-breakpoint
CREATE INDEX "request_note_request_idx" ON "request_note" USING btree ("request_id","last_updated_on");--> statement-breakpoint
CREATE INDEX "stored_file_pending_idx" ON "stored_file" USING btree ("status","created_at");