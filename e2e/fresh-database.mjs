// Drops and creates the PostgreSQL database named by the URL given (playwright.config.ts runs it before each
// server starts on PostgreSQL), connecting to the server's `postgres` database to do so.
import pg from 'pg';

const target = new URL(process.argv[2]);
const name = target.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
const admin = new URL(target);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
