#!/usr/bin/env bash
# Runs both browser suites at once: the session-timeout journeys spend most of their time waiting for
# tokens to expire, so they run beside the main suite instead of after it. The main suite's workers have a
# server each on E2E_PORT (3100) and up, the timeout suite one on the next port (E2E_TIMEOUT_PORT), each with
# its own data folder, or its own database when DATABASE_URL names a PostgreSQL server (playwright.config.ts).
set -uo pipefail
cd "$(dirname "$0")"
bash ../scripts/ensure-test-tools.sh
# Both servers scan uploads through one clamd: start it once, before either suite starts its server.
bash ../scripts/start-clamd.sh >/dev/null

# The timeout suite's output follows the main one's; fails if either fails.
exec bash ../scripts/side-by-side.sh "npx playwright test" "npx playwright test --config playwright.timeout.config.ts"
