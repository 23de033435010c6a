#!/usr/bin/env node
// Fails on a high or critical advisory in a production dependency (npm audit --omit=dev), except the
// ones accepted in .ci/audit-exceptions.json, each with its reason. When the advisory service cannot be
// reached (some registries and mirrors do not offer it), it says so loudly and passes, unless
// AUDIT_REQUIRED=true, which makes an audit that could not run a failure.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SERIOUS = new Set(['high', 'critical']);

/**
 * The serious advisories in npm audit's JSON report that no exception accepts.
 * @param {any} report npm audit --json output
 * @param {{ advisory: string, reason: string }[]} exceptions
 */
export function unacceptedAdvisories(report, exceptions) {
  const accepted = new Set(exceptions.map((exception) => String(exception.advisory)));
  const found = new Map();
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !SERIOUS.has(via.severity)) continue;
      const id = String(via.url ?? via.source);
      if (accepted.has(id) || accepted.has(String(via.source))) continue;
      found.set(id, `${via.severity}: ${name} (${via.title ?? 'advisory'}) ${id}`);
    }
  }
  return [...found.values()];
}

/** Whether npm's answer is an audit report at all (not "the endpoint returned an error"). */
export function isAuditReport(report) {
  return Boolean(report && typeof report === 'object' && 'vulnerabilities' in report && !report.error);
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const exceptions = JSON.parse(readFileSync(`${root}.ci/audit-exceptions.json`, 'utf8')).exceptions ?? [];
  let output;
  try {
    output = execFileSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    // npm audit exits non-zero when it finds anything; its JSON is still on stdout.
    output = error.stdout ?? '';
  }
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    report = undefined;
  }
  if (!isAuditReport(report)) {
    const reason = report?.error?.summary || report?.message || 'the audit endpoint answered with an error';
    console.warn(`!!! npm audit could not reach the advisory service (${reason}).`);
    console.warn('!!! Production dependencies were NOT audited in this run.');
    if (process.env.AUDIT_REQUIRED === 'true') process.exit(1);
    return;
  }
  const problems = unacceptedAdvisories(report, exceptions);
  if (problems.length > 0) {
    console.error('High or critical advisories in production dependencies:');
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(
      'Update the dependency, or accept the advisory in .ci/audit-exceptions.json with a reason.',
    );
    process.exit(1);
  }
  console.log(
    `npm audit: no unaccepted high or critical advisory in production dependencies (${exceptions.length} accepted).`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
