-- An applicant's own pending applications for the landing page: account-opening requests by the person
-- who applied (payload.operatorAssignee), without reading every request.
CREATE INDEX IF NOT EXISTS "request_account_applicant_idx" ON "request" USING btree (("payload"->>'operatorAssignee')) WHERE "type" = 'ORGANISATION_ACCOUNT_OPENING';
