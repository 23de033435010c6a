#!/usr/bin/env bash
# `npm test`: lint and type checks (side by side), unit tests, API tests, then the browser journeys, stopping
# at the first failure; each stage's duration is printed as it ends and all of them at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/timed.sh
trap timings EXIT

# ESLint and the compiler each keep one core busy: on two cores they run together.
timed "Lint and type checks (side by side)" bash scripts/side-by-side.sh "npm run lint" "npm run typecheck"
timed "Unit tests" npm run test:unit
timed "API tests" npm run test:api
timed "Browser journeys (web build, then both suites side by side)" npm run test:e2e
