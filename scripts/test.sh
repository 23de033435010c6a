#!/usr/bin/env bash
# `npm test`: lint and type checks (two at a time), unit tests, API tests (and the web build), then the browser journeys, stopping
# at the first failure; each stage's duration is printed as it ends and all of them at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/timed.sh
trap timings EXIT

# `npm run lint` and `npm run typecheck`, split into their single-core checks and run two at a time, longest
# first, so both cores stay busy until the end. The bench's check builds the server's project first (its
# declarations, which the bench is checked against: ADR 25), so it is the server's type check as well.
timed "Lint and type checks (two at a time)" node scripts/in-parallel.mjs \
  "npx eslint . --max-warnings 0" \
  "npm run typecheck --workspace bench" \
  "npm run typecheck --workspace apps/web" \
  "npx prettier --check ." \
  "npm run typecheck --workspace e2e" \
  "node scripts/import-cycles.mjs" \
  "node apps/web/scripts/check-catalogues.mjs && node apps/web/scripts/check-glossary.mjs" \
  "npx tsc -p apps/server/src/idp/browser/tsconfig.json"
# The server's and the web client's unit tests side by side: each leaves a core idle while it starts and
# collects its files (52 s one after the other, 45 s side by side, on the development machine). The rules
# package's (ADR 47), a few seconds, run after the server's.
timed "Unit tests (server and web side by side, then the rules package)" bash scripts/side-by-side.sh \
  "npm run test:unit --workspace apps/server && npm run test:unit --workspace packages/reporting-rules" \
  "npm run test:unit --workspace apps/web"
# The web client the journeys load is built beside the API tests: the build keeps one core busy for about 20 s,
# and the API files spend much of their time waiting on their databases (ADR 25).
timed "API tests, with the web client built beside them" bash scripts/side-by-side.sh \
  "npm run test:api" "npm run build --workspace apps/web"
timed "Browser journeys (both suites side by side)" npm run test --workspace e2e
