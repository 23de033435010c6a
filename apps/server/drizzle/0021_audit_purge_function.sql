-- The retention job deletes old audit events through this function, not with a DELETE of its own: when the
-- service runs as a role of its own (DATABASE_MIGRATION_URL names the owner, ADR 21), that role may insert
-- and read audit events but not change or delete them, and the function runs with its owner's rights.
-- It deletes only events older than the cutoff it is given, and says how many.
CREATE FUNCTION purge_audit_events(cutoff timestamptz) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  deleted bigint;
BEGIN
  PERFORM set_config('esos.audit_purge', 'on', true);
  DELETE FROM audit_event WHERE occurred_at < cutoff;
  GET DIAGNOSTICS deleted = ROW_COUNT;
  PERFORM set_config('esos.audit_purge', '', true);
  RETURN deleted;
END;
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION purge_audit_events(timestamptz) FROM PUBLIC;
