CREATE TABLE "terms" (
	"version" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"job_title" text,
	"phone_number_code" text,
	"phone_number" text,
	"mobile_number_code" text,
	"mobile_number" text,
	"address_line1" text,
	"address_line2" text,
	"address_city" text,
	"address_county" text,
	"address_postcode" text,
	"address_country" text,
	"terms_version" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "account_contact" (
	"account_id" bigint NOT NULL,
	"contact_type" text NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "account_contact_account_id_contact_type_pk" PRIMARY KEY("account_id","contact_type")
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organisation_id" text GENERATED ALWAYS AS ('ORG' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"name" text NOT NULL,
	"registration_number" text,
	"status" text NOT NULL,
	"competent_authority" text NOT NULL,
	"location" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"county" text,
	"postcode" text NOT NULL,
	"accepted_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_organisation_id_unique" UNIQUE("organisation_id")
);
--> statement-breakpoint
CREATE TABLE "competent_authority" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authority" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text,
	"status" text NOT NULL,
	"account_id" bigint,
	"competent_authority" text,
	"verification_body_id" bigint,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authority_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "authority_permission" (
	"authority_id" bigint NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "authority_permission_authority_id_permission_pk" PRIMARY KEY("authority_id","permission")
);
--> statement-breakpoint
CREATE TABLE "role_permission" (
	"role_code" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permission_role_code_permission_pk" PRIMARY KEY("role_code","permission")
);
--> statement-breakpoint
CREATE TABLE "role" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_task_visit" (
	"task_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "request_task_visit_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "request_task" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"type" text NOT NULL,
	"assignee" uuid,
	"due_date" timestamp with time zone,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"pause_date" timestamp with time zone,
	"payload" jsonb,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"account_id" bigint,
	"competent_authority" text NOT NULL,
	"payload" jsonb,
	"metadata" jsonb,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"submission_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_model" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_model_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "platform_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_credential" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_contact" ADD CONSTRAINT "account_contact_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_contact" ADD CONSTRAINT "account_contact_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_competent_authority_competent_authority_code_fk" FOREIGN KEY ("competent_authority") REFERENCES "public"."competent_authority"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority" ADD CONSTRAINT "authority_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority" ADD CONSTRAINT "authority_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority" ADD CONSTRAINT "authority_competent_authority_competent_authority_code_fk" FOREIGN KEY ("competent_authority") REFERENCES "public"."competent_authority"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_permission" ADD CONSTRAINT "authority_permission_authority_id_authority_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authority"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permission" ADD CONSTRAINT "role_permission_role_code_role_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."role"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_task_visit" ADD CONSTRAINT "request_task_visit_task_id_request_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."request_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_task_visit" ADD CONSTRAINT "request_task_visit_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_task" ADD CONSTRAINT "request_task_request_id_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_task" ADD CONSTRAINT "request_task_assignee_app_user_id_fk" FOREIGN KEY ("assignee") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request" ADD CONSTRAINT "request_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_credential" ADD CONSTRAINT "user_credential_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_ca_idx" ON "account" USING btree ("competent_authority");--> statement-breakpoint
CREATE INDEX "account_registration_number_idx" ON "account" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "authority_user_idx" ON "authority" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "authority_account_idx" ON "authority" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "authority_ca_idx" ON "authority" USING btree ("competent_authority");--> statement-breakpoint
CREATE INDEX "request_task_request_idx" ON "request_task" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_task_assignee_idx" ON "request_task" USING btree ("assignee");--> statement-breakpoint
CREATE INDEX "request_task_start_idx" ON "request_task" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "request_account_idx" ON "request" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "request_ca_idx" ON "request" USING btree ("competent_authority");--> statement-breakpoint
CREATE INDEX "oidc_model_grant_idx" ON "oidc_model" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_model_uid_idx" ON "oidc_model" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_model_expires_idx" ON "oidc_model" USING btree ("expires_at");