-- GOV.UK One Login's subject identifier for each person who has signed in through it (ADR 48). The subject,
-- never the email address, is the key: an address can change at One Login, its subject does not. One link
-- per person. Linking is recorded in the audit trail as an identity event (ONE_LOGIN_LINKED).
CREATE TABLE "one_login_link" (
  "subject" text PRIMARY KEY NOT NULL,
  "user_id" uuid NOT NULL,
  "linked_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "one_login_link_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE cascade,
  CONSTRAINT "one_login_link_user_id_unique" UNIQUE ("user_id")
);
