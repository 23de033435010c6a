import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import regexp from 'eslint-plugin-regexp';
import i18n from './apps/web/scripts/no-jsx-literals.mjs';

const server = 'apps/server/src';
/**
 * The server's request-type folders (src/workflow/<request-type>/); engine/ is the engine's own and
 * reports/ the report kit the report types share.
 */
const workflowKits = ['engine', 'reports'];
const workflowFolders = readdirSync(`${server}/workflow`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !workflowKits.includes(entry.name))
  .map((entry) => `${server}/workflow/${entry.name}`);

// A report's names as platform code might write them: request types, tables, MI types, error codes.
const reportNames =
  '/NOTIFICATION_OF_COMPLIANCE|ACTION_PLAN|PROGRESS_UPDATE|^(noc|action_plan|progress_update_[0-9]+|submitted_report)$|^(AP|NOC|PU[0-9])[0-9]{3,4}$/';
const WEB = 'apps/web/src';
/**
 * The web's parts translated into Welsh so far (ADR 54): no text may be written into their JSX. The list grows
 * with each folder translated; the goal is `${WEB}/**`.
 */
const TRANSLATED = [
  `${WEB}/app/Layout.tsx`,
  `${WEB}/app/chrome.tsx`,
  `${WEB}/shared/govuk/{Header,Footer,SkipLink,BackLink,Breadcrumbs,PhaseBanner,LanguageSelect}.tsx`,
  `${WEB}/shared/govuk/{ErrorSummary,NotificationBanner,Pagination,DateInput,TaskList,CharacterCount}.tsx`,
  `${WEB}/features/errors/**`,
  `${WEB}/features/dashboard/{DashboardPage,WorkItemsTable}.tsx`,
  `${WEB}/features/landing/SignedOutLanding.tsx`,
  `${WEB}/features/action-plan-p3/**`,
  `${WEB}/shared/reports/{SubmitGate.tsx,report-section.ts}`,
  `${WEB}/features/tasks/**`,
  `${WEB}/shared/workflow/**`,
  `${WEB}/shared/step-flow/**`,
  `${WEB}/shared/forms/**`,
];
const webFeatures = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'apps/web/src/shared/api/schema.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Import cycles are found by scripts/import-cycles.mjs (part of `npm run lint`): one pass over the
    // whole graph instead of a walk from every file. The resolver here serves no-restricted-paths below.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs'] })],
      // Packages are never parsed.
      'import-x/ignore': ['node_modules'],
    },
  },
  {
    // The server's layers (docs/architecture.md, "Module boundaries"): platform <- domain <- api and
    // workflow; idp on platform only; seeds outside platform; request types apart from each other.
    files: ['apps/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${server}/platform`,
              from: [
                `${server}/domain`,
                `${server}/api`,
                `${server}/workflow`,
                `${server}/idp`,
                `${server}/seed`,
              ],
              message: 'platform knows nothing of the service: pass what it needs in.',
            },
            {
              // Redundant with the zone above, and kept so: report tables, error codes and retention belong
              // to the report definitions, which pass them in (ADR 45).
              target: `${server}/platform`,
              from: `${server}/workflow/reports`,
              message:
                'platform keeps nothing of the reports: a report definition declares it and passes it in.',
            },
            {
              target: `${server}/domain`,
              from: [`${server}/api`, `${server}/workflow`, `${server}/idp`, `${server}/seed`],
              message: 'The domain (permissions, the current user, access rules) uses platform only.',
            },
            {
              target: `${server}/workflow`,
              from: [`${server}/api`, `${server}/idp`, `${server}/seed`],
              message: 'Workflows use platform and domain only; the API is their HTTP face.',
            },
            {
              target: `${server}/idp`,
              from: [`${server}/api`, `${server}/domain`, `${server}/workflow`, `${server}/seed`],
              message: 'The identity provider uses platform only.',
            },
            {
              target: `${server}/api`,
              from: `${server}/idp`,
              except: ['./account-security.ts', './password-policy.ts'],
              message:
                'The API reaches credentials only through idp/account-security.ts and idp/password-policy.ts.',
            },
            {
              target: `${server}/api`,
              from: [`${server}/seed`, `${server}/workflow/registry.ts`],
              message: "Services use the engine they are given (app.workflow), not the service's registry.",
            },
            {
              target: `${server}/workflow/engine`,
              from: [...workflowFolders, `${server}/workflow/reports`, `${server}/workflow/registry.ts`],
              message: 'The engine runs whatever definitions it is given; it names no request type.',
            },
            {
              target: `${server}/workflow/reports`,
              from: [...workflowFolders, `${server}/workflow/engine`, `${server}/workflow/registry.ts`],
              message: 'The report kit serves the report types: it imports none of them, nor the engine.',
            },
            ...workflowFolders.map((folder) => ({
              target: folder,
              from: [...workflowFolders.filter((other) => other !== folder), `${server}/workflow/engine`],
              message:
                'A request type is one folder: it uses workflow/*.ts, never another request type or the engine.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The rules both sides apply (ADR 47) are plain TypeScript with no I/O: the package imports nothing of the
    // apps (they import it), and its sources import no package, Node module or browser API.
    files: ['packages/reporting-rules/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'packages/reporting-rules',
              from: ['apps', 'e2e', 'bench', 'scripts'],
              message: 'The rules package imports nothing of the apps: they import it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/reporting-rules/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^[^.]',
              message: 'The rules are pure: their sources import only each other (ADR 47).',
            },
          ],
        },
      ],
    },
  },
  {
    // platform holds nothing of the reports (ADR 45): beside the import zone above, no report's type, table,
    // MI report type or error code is written there; the report definitions declare them and pass them in.
    files: [`${server}/platform/**/*.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
          selector: `${node}=${reportNames}]`,
          message: 'platform keeps nothing of the reports: a report definition declares it and passes it in.',
        })),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web client's module boundaries (docs/architecture.md): shared -> features -> app, one way; no
      // feature imports another (a workflow feature reaches the others only through shared/workflow's registry,
      // which the app fills). No cycles: the rule above covers the whole repository.
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${WEB}/shared`,
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'shared is imported by features and app, never the other way round.',
            },
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'A feature never imports the app: the app composes the features.',
            },
            ...webFeatures.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message:
                'Features never import each other: move what both need to shared/, or let the app pass it in ' +
                '(workflow features meet through shared/workflow).',
            })),
          ],
        },
      ],
    },
  },
  {
    // Test-only entries (shared/*/testing.ts, src/test) are for tests, never for the code that ships.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/testing', '**/test/*'],
              message: 'Test hooks and test support are imported by tests only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: TRANSLATED,
    ignores: ['**/*.test.tsx'],
    plugins: { i18n },
    rules: { 'i18n/no-jsx-literals': 'error' },
  },
  // Regexes run on untrusted input: none may backtrack super-linearly (ReDoS).
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
);
