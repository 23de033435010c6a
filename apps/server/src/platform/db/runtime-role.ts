import type pg from 'pg';

/**
 * What the service's own role may do when migrations run as the schema's owner (DATABASE_MIGRATION_URL,
 * ADR 21): read and write every table of the service, except that audit events can only be added and read;
 * old ones go through the owner's `purge_audit_events` (migration 0021). Not being the owner, it can neither
 * drop nor disable the trail's triggers. MI custom queries switch to the report roles, so it is a member
 * of each, and it may set its audit context (set_config). Run after every migration: new tables get the same
 * rights.
 */
export async function grantRuntimeRole(owner: pg.ClientBase, runtimeRole: string): Promise<void> {
  const role = (await owner.query<{ role: string }>('SELECT quote_ident($1) AS role', [runtimeRole])).rows[0]!
    .role;
  const reportRoles = (
    await owner.query<{ name: string }>(
      "SELECT quote_ident(rolname) AS name FROM pg_roles WHERE rolname LIKE 'esos\\_mi\\_report\\_%'",
    )
  ).rows.map((row) => row.name);
  // A superuser's migration took set_config from PUBLIC (0009: report SQL must not switch its role back); the
  // service sets its audit context with it, so it gets it back by name. Report roles never do.
  const { rows: setConfig } = await owner.query<{ granted: boolean }>(
    "SELECT has_function_privilege($1, 'pg_catalog.set_config(text, text, boolean)', 'EXECUTE') AS granted",
    [runtimeRole],
  );
  await owner.query(
    [
      ...(setConfig[0]?.granted
        ? []
        : [`GRANT EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) TO ${role}`]),
      `GRANT USAGE ON SCHEMA public TO ${role}`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`,
      `GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${role}`,
      `REVOKE UPDATE, DELETE, TRUNCATE ON audit_event FROM ${role}`,
      `GRANT EXECUTE ON FUNCTION purge_audit_events(timestamptz) TO ${role}`,
      ...reportRoles.map((reportRole) => `GRANT ${reportRole} TO ${role}`),
    ].join(';\n'),
  );
}
