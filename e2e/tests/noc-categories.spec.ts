import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import {
  expectAccessible,
  keptSignedInPage,
  openDashboardTask,
  photograph,
  returnNotificationForChanges,
} from './support';

/*
 * Notifications of compliance finished and submitted by category path, each from the partial notification
 * the demo data gives Olivia (apps/server/src/seed/demo-notifications.ts): 01 category A, 02 B (the other
 * journey on 02 cancels an action plan only), 03 C (its organisation structure from a CSV file), 04 D,
 * 05 E with audits, 06 E without, 07 F, 08 does not qualify. Category A's journey goes through every
 * section page by page. B, C, E and F start with only the sections that set them apart left to do (the
 * alternative routes, the lead assessor, the responsible officers; B's compliance route, energy consumption
 * and savings achieved; E without audits only the responsible officers, for the refused submission): their
 * other sections' pages are those A's journey goes through. The other
 * journeys on 03, 05 and 07 (a progress update 2, the account's audit history, a disaggregated progress
 * update 1) read neither the notification nor the tasks it leaves. sign-in.spec.ts counts Olivia's tasks
 * and may run after this file on the same server: the regulator returns each submitted notification to
 * her, so the count is as the demo data made it.
 */
// Each journey has an account of its own: they may run on either worker, so the two workers share them out.
test.describe.configure({ mode: 'parallel' });

const OLIVIA = 'operator@example.com';
const TASK = 'Submit Phase 3 notification';

/** Waits for the page's main heading, then scans it. */
async function onPage(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
}

/** A task list row: the section's name and its status. */
function section(page: Page, name: string): Locator {
  return page.locator('.govuk-task-list__item').filter({ hasText: name });
}

/** From the dashboard to the account's notification task, scanned. */
async function openTask(page: Page, account: string): Promise<void> {
  await openDashboardTask(page, account, TASK);
  await expectAccessible(page);
}

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** Answers a page's one radio question (the page's heading) and saves. */
async function choose(page: Page, heading: string | RegExp, choice: string): Promise<void> {
  await onPage(page, heading);
  await page.getByRole('group', { name: heading }).getByLabel(choice, { exact: true }).check();
  await saveAndContinue(page);
}

/** On a section's 'Check your answers': scans it and confirms, back on the task list with the section completed. */
async function confirmSection(page: Page, title: string): Promise<void> {
  await onPage(page, 'Check your answers');
  await page.getByRole('button', { name: /^Confirm and (continue|complete)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
  await expect(section(page, title)).toContainText('Completed');
}

/** Opens a section the demo data left in progress with every answer given: its summary, then confirms it. */
async function confirmSeededSection(page: Page, title: string): Promise<void> {
  await expect(section(page, title)).toContainText('In progress');
  await page.getByRole('link', { name: title }).click();
  await confirmSection(page, title);
}

/** A compliance period with no historical information given: one question, then its summary. */
async function noHistory(page: Page, period: 'first' | 'second'): Promise<void> {
  const title = period === 'first' ? 'First compliance period' : 'Second compliance period';
  await page.getByRole('link', { name: title }).click();
  await choose(
    page,
    `Do you want to provide historical information about compliance with the scheme during the ${period} compliance period?`,
    'No',
  );
  await confirmSection(page, title);
}

/** Submits a complete notification from its task list; returns its reference from the confirmation panel. */
async function submit(page: Page): Promise<string> {
  await expect(page.locator('.govuk-task-list__status').filter({ hasNotText: 'Completed' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit to regulator' }).click();
  await onPage(page, 'Submit to regulator');
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await onPage(page, 'Notification sent to regulator');
  const panel = (await page.locator('.govuk-panel').textContent()) ?? '';
  const reference = /Your reference is (NOC(\d+)-P3)/.exec(panel)?.[1];
  expect(reference, 'the confirmation panel gives the reference').toBeTruthy();
  return reference ?? '';
}

/**
 * The regulator returns a submitted notification to Olivia for changes: her list of tasks is then as long
 * as the demo data made it (sign-in.spec.ts counts it).
 */
async function returnToOperator(browser: Browser, reference: string): Promise<void> {
  const accountId = Number(/NOC(\d+)-P3/.exec(reference)?.[1]);
  const regulator = await returnNotificationForChanges(
    browser,
    `/accounts/${accountId}/workflows/${reference}`,
  );
  // The account's audit history has Olivia's submission and the regulator's return, each by its maker (the
  // does-not-qualify journey changes no answer, so no section save is looked for here).
  await expectAuditedChanges(regulator, accountId, [
    { what: 'Submitted notification of compliance added', who: 'Olivia Operator', detail: reference },
    { what: 'Timeline entry added', who: 'Olivia Operator', detail: 'APPLICATION_SUBMITTED' },
    { what: 'Timeline entry added', who: 'Rita Regulator', detail: 'RE_INITIATED' },
  ]);
}

/**
 * A category's journey: Olivia opens the account's seeded notification from her dashboard, which shows the
 * category's sections, finishes and submits it (`finish` returns the reference), and the regulator returns
 * it to her. Olivia works in a tab the worker keeps signed in, as someone going through several
 * notifications in a day would: signing her in for each of these short journeys had later ones wait for an
 * authenticator code not yet used (ADR 25).
 */
async function categoryJourney(
  browser: Browser,
  account: string,
  sections: number,
  finish: (olivia: Page) => Promise<string>,
): Promise<void> {
  const olivia = await keptSignedInPage(browser, OLIVIA, '/dashboard');
  await openTask(olivia, account);
  await expect(olivia.locator('.govuk-task-list__item')).toHaveCount(sections);
  await returnToOperator(browser, await finish(olivia));
}

/** Presses Tab (or Shift+Tab) until the target has focus, each stop showing its focus. */
async function tabTo(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  most = 80,
): Promise<void> {
  for (let press = 0; press < most; press += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) {
      const focusShown = await target.evaluate((element) => element.matches(':focus-visible'));
      expect(focusShown, 'the focused element shows its focus').toBe(true);
      return;
    }
  }
  throw new Error(`not reached with ${most} presses of ${key}`);
}

/** Tabs to a text field and types its answer (tabbing into a field selects what it held, so typing replaces it). */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

const HIGHEST_PARENT_QUESTION =
  'Is the responsible undertaking a highest parent which has agreed to aggregate with one or more other highest parents to comply as one participant?';
const INCLUDE_UNDERTAKINGS_QUESTION =
  'Did the responsible undertaking’s group include any undertakings on 31 December 2022 which either disaggregated from, or ceased to be part of the participant before 5 June 2024 and which are not complying as if they were still a member of the participant?';
const ORGANISATIONS_TITLE =
  "Add information on the organisations complying as one participant in the responsible undertaking's notification for its corporate group";
const CHART_QUESTION =
  'Do you also wish to provide a corporate group structure chart or other information setting out the relationship between the RU and relevant undertakings complying with the scheme as one participant?';

/** Opens a section from the task list on its first page. */
async function openSection(page: Page, title: string): Promise<void> {
  await expect(section(page, title)).toContainText('Not started');
  await page.getByRole('link', { name: title, exact: true }).click();
}

/** No aggregation, no undertakings that left, no further organisations and no chart. */
async function organisationStructure(page: Page): Promise<void> {
  await openSection(page, 'Organisation structure');
  await choose(page, HIGHEST_PARENT_QUESTION, 'No');
  await choose(page, INCLUDE_UNDERTAKINGS_QUESTION, 'No');
  await onPage(page, ORGANISATIONS_TITLE);
  await page.getByRole('group', { name: CHART_QUESTION }).getByLabel('No', { exact: true }).check();
  await saveAndContinue(page);
  await confirmSection(page, 'Organisation structure');
}

/**
 * The organisation structure the demo data left in progress, finished from a CSV file: the template, a
 * file with a bad row (nothing saved, the row and column named), the good file, then from the keyboard
 * alone the chart question (arrow keys), its summary and Confirm.
 */
async function organisationStructureFromCsv(page: Page): Promise<void> {
  await expect(section(page, 'Organisation structure')).toContainText('In progress');
  await page.goto(`${new URL(page.url()).pathname}/notification/organisation-structure/list`);
  await page.getByRole('link', { name: 'Upload a file instead' }).click();
  await expect(page).toHaveURL(/\/organisation-structure\/upload-csv$/);
  await expectAccessible(page);
  await photograph(page, 'noc-organisation-upload');

  // The template: the header row the server reads.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the organisation structure template (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Organisation_Structure_Template.csv');
  const template = readFileSync(await download.path(), 'utf8');
  expect(template).toMatch(/^Organisation Name,/);

  const goodRows =
    'Highland Heat Ltd,SC765432,No,No,No,No,Yes,No,SIC,,35300,,,\r\n' +
    '"Partners, LLP",,Yes,No,No,No,No,Yes,,,,,,\r\n';
  const file = page.getByLabel('Upload a file');
  await file.setInputFiles({
    name: 'organisations.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${template}${goodRows}Bad Row Ltd,,Maybe,No,No,No,No,No,SIC,,35300,,,\r\n`),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Problems in the file' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
  await page.getByText('View details').click();
  await expect(page.getByText(/Check the data in column\(s\) '.*arrangement.*' on rows 4/)).toBeVisible();
  await expectAccessible(page);
  await photograph(page, 'noc-organisation-upload-errors');

  await file.setInputFiles({
    name: 'organisations.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${template}${goodRows}`),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/\/organisation-structure\/list$/);
  await expect(page.getByRole('heading', { name: 'Highland Heat Ltd' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Partners, LLP' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bad Row Ltd' })).toHaveCount(0);
  await expectAccessible(page);
  await photograph(page, 'noc-organisation-list-uploaded');

  const yes = page.getByRole('radio', { name: 'Yes' });
  const no = page.getByRole('radio', { name: 'No' });
  const chartWasGiven = await yes.isChecked();
  await tabTo(page, chartWasGiven ? yes : no);
  await page.keyboard.press('ArrowLeft');
  await expect(chartWasGiven ? no : yes).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Save and continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText('Highland Heat Ltd')).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: 'Confirm and continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
  await expect(section(page, 'Organisation structure')).toContainText('Completed');
}

/** The short compliance route (no energy audits): no estimates, methods question skipped, nothing withheld. */
async function shortComplianceRoute(page: Page): Promise<void> {
  await openSection(page, 'Compliance route');
  await onPage(page, 'Did you use any estimates in relation to the following calculations (as applicable)?');
  await page.getByLabel('None of the above').check();
  await saveAndContinue(page);
  await choose(
    page,
    'Are the methods used for estimated data recorded in the evidence pack?',
    'Skip question',
  );
  await choose(
    page,
    'Are there any parts of the ESOS report, or supporting information, that the responsible undertaking is prohibited from disclosing to any group undertaking?',
    'No',
  );
  await confirmSection(page, 'Compliance route');
}

/** Fills the four purposes' kWh fields: the buildings figure, nothing elsewhere. */
async function buildingsOnly(page: Page, kwh: string): Promise<void> {
  await page.getByLabel('Buildings').fill(kwh);
  for (const purpose of ['Transport', 'Industrial processes', 'Other energy uses']) {
    await page.getByLabel(purpose).fill('0');
  }
}

/**
 * Energy used by buildings only, one intensity ratio. With some energy covered by no route (category A)
 * it must be reported as significant consumption: 98% of the total.
 */
async function energyConsumption(page: Page, significant = false): Promise<void> {
  await openSection(page, 'Energy consumption');
  await onPage(page, 'What is the total energy consumption in kWh for the reference period?');
  await buildingsOnly(page, '600000');
  await saveAndContinue(page);
  await onPage(page, 'Significant energy consumption');
  await page
    .getByRole('group', { name: 'Have you used significant energy consumption?' })
    .getByLabel(significant ? 'Yes' : 'No', { exact: true })
    .check();
  await saveAndContinue(page);
  if (significant) {
    await onPage(page, 'What is the significant energy consumption in kWh?');
    await buildingsOnly(page, '588000');
    await saveAndContinue(page);
  }
  await onPage(
    page,
    `Energy intensity ratios for your ${significant ? 'significant' : 'total'} energy consumption`,
  );
  await page.getByLabel('Energy intensity ratio').fill('12.5');
  await page.getByLabel('Indicator of activity').fill('square metres of floor space');
  await saveAndContinue(page);
  await choose(
    page,
    'Do you want to add more information to give context to the energy intensity ratio?',
    'No',
  );
  await confirmSection(page, 'Energy consumption');
}

const REDUCTION_TITLE =
  'Total annual reduction in energy consumption and energy spend from implementing energy saving measures';

/** A reduction pair (kWh and pounds) inside a fieldset, or the page's only one. */
async function reduction(scope: Page | Locator, kwh: string, pounds: string): Promise<void> {
  await scope.getByLabel('Potential reduction in energy consumption').fill(kwh);
  await scope.getByLabel('Potential reduction in energy spend').fill(pounds);
}

const ROUTE_LABELS = {
  iso: 'ISO 50001',
  dec: 'Display Energy Certificate (DECs)',
  gda: 'Green Deal Assessment',
} as const;

/**
 * The alternative routes the distribution names: the total reduction, its breakdowns (not asked in
 * category B), each route's assets, then its certificates: none for ISO 50001 and a Green Deal Assessment,
 * one for Display Energy Certificates.
 */
async function alternativeRoutes(
  page: Page,
  routes: (keyof typeof ROUTE_LABELS)[],
  breakdowns = true,
): Promise<void> {
  await openSection(page, 'Alternative routes to compliance');
  await onPage(page, REDUCTION_TITLE);
  await reduction(page, '40000', '6000');
  await saveAndContinue(page);
  if (breakdowns) await reductionBreakdowns(page);
  await onPage(page, 'List your assets and activities that fall under each alternative compliance route');
  if (routes.length > 1) {
    // Left empty, each route's message names it, so the error summary's are told apart (issue 39).
    await saveAndContinue(page);
    for (const route of routes) {
      await expect(page.getByRole('alert')).toContainText(
        `List the assets and activities that fall under ${ROUTE_LABELS[route]}`,
      );
    }
  }
  for (const route of routes) await page.getByLabel(ROUTE_LABELS[route]).fill(`Sites under ${route}.`);
  await saveAndContinue(page);
  if (routes.includes('iso')) {
    await onPage(page, 'Provide details of your ISO 50001 certificate (optional)');
    await saveAndContinue(page);
  }
  if (routes.includes('dec')) {
    await onPage(page, 'Provide details about your Display Energy Certificate (DECs) (optional)');
    const certificate = page.getByRole('group', { name: 'Certificate 1' });
    await certificate.getByLabel('Certificate number').fill('DEC-0001');
    for (const [legend, day, month, year] of [
      ['Valid from', '1', '4', '2024'],
      ['Valid until', '31', '3', '2025'],
    ] as const) {
      const date = certificate.getByRole('group', { name: legend });
      await date.getByLabel('Day').fill(day);
      await date.getByLabel('Month').fill(month);
      await date.getByLabel('Year').fill(year);
    }
    // One more added and left empty is dropped, not shown to the regulator without details (issue 39).
    await page.getByRole('button', { name: 'Add another certificate' }).click();
    await expect(page.getByRole('group', { name: 'Certificate 2' })).toBeVisible();
    await saveAndContinue(page);
  }
  if (routes.includes('gda')) {
    await onPage(page, 'Provide details of your Green Deal Assessment (optional)');
    await saveAndContinue(page);
  }
  // The summary shows the certificate given.
  if (routes.includes('dec')) {
    await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
    await expect(page.getByText('Certificate number: DEC-0001')).toBeVisible();
    await expect(page.getByText('Display Energy Certificate 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Display Energy Certificate 2', { exact: true })).toHaveCount(0);
  }
  await confirmSection(page, 'Alternative routes to compliance');
}

/** The alternative routes' reduction by purpose (buildings) and by category (training). */
async function reductionBreakdowns(page: Page): Promise<void> {
  await onPage(page, `${REDUCTION_TITLE} by organisational purpose`);
  await reduction(page.getByRole('group', { name: 'Buildings' }), '40000', '6000');
  await saveAndContinue(page);
  await onPage(page, `${REDUCTION_TITLE} by energy saving category`);
  await reduction(page.getByRole('group', { name: 'Training' }), '40000', '6000');
  await saveAndContinue(page);
}

const SAVINGS_TOTAL_TITLE =
  'What is the estimate of the total energy savings achieved during the third compliance period?';

/**
 * The estimate by purpose (category B: one total), no breakdown by category (not asked in B) or source of
 * recommendation, no government support.
 */
async function energySavingsAchieved(page: Page, totalOnly = false): Promise<void> {
  await openSection(page, 'Energy savings achieved');
  if (totalOnly) {
    await onPage(page, SAVINGS_TOTAL_TITLE);
    await page.getByLabel(SAVINGS_TOTAL_TITLE).fill('10000');
    await saveAndContinue(page);
  } else {
    await onPage(
      page,
      'What is the breakdown of an estimate of the energy savings achieved during the third compliance period?',
    );
    await buildingsOnly(page, '10000');
    await saveAndContinue(page);
    await choose(
      page,
      'Do you have any information on the energy savings achieved during the compliance period against different energy saving categories?',
      'No',
    );
  }
  await choose(
    page,
    'Do you have any data on the proportion of energy savings achieved which relate to recommendations from different sources?',
    'No',
  );
  await onPage(page, /Enter details of any government support received/);
  await saveAndContinue(page);
  await confirmSection(page, 'Energy savings achieved');
}

/** No assessment personnel listed (they are optional). */
async function assessmentPersonnel(page: Page): Promise<void> {
  await openSection(page, 'Assessment personnel');
  await onPage(page, 'Add the assessment personnel (optional)');
  await saveAndContinue(page);
  await confirmSection(page, 'Assessment personnel');
}

/** A responsible officer's details on their page. */
async function officer(page: Page, firstName: string, email: string): Promise<void> {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Example');
  await page.getByLabel('Job title').fill('Director');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Address line 1').fill('1 Fixture Street');
  await page.getByLabel('Town or city').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS1 1AA');
  const phone = page.getByRole('group', { name: 'Phone number 1' });
  await phone.getByLabel('Country code').fill('44');
  await phone.getByLabel('Phone number').fill('2071234567');
  await saveAndContinue(page);
}

/** Ticks the four statements a responsible officer confirms. */
async function statements(page: Page, heading: string): Promise<void> {
  await onPage(page, heading);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await saveAndContinue(page);
}

/** Both officers' statements and details, and the review date (categories A, C, E and F). */
async function confirmations(page: Page, secondOfficer: boolean): Promise<void> {
  await openSection(page, 'Responsible officer confirmation');
  await statements(page, 'Responsible officer review');
  await onPage(page, 'Details of the responsible officer');
  await officer(page, 'Rita', 'rita.director@example.com');
  await onPage(page, 'When did the responsible officer review the ESOS assessment recommendations?');
  await page.getByLabel('Day').fill('1');
  // A month's name is read as GOV.UK's date pattern reads it; a year of two numbers is refused (issue 39).
  await page.getByLabel('Month').fill('May');
  await page.getByLabel('Year').fill('24');
  await saveAndContinue(page);
  await expect(page.getByRole('alert')).toContainText('must include 4 numbers');
  await page.getByLabel('Year').fill('2024');
  await saveAndContinue(page);
  if (secondOfficer) {
    await statements(page, 'Second responsible officer review');
    await onPage(page, 'Details of the second responsible officer');
    await officer(page, 'Ray', 'ray.director@example.com');
  }
  // The officer's phone number as people write it, and the date the month's name gave (issue 39).
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText('020 7123 4567').first()).toBeVisible();
  await expect(page.getByText('1 May 2024')).toBeVisible();
  await confirmSection(page, 'Responsible officer confirmation');
}

/** The full compliance route (energy audits): twelve months of data, profiling used, one audit, nothing withheld. */
async function fullComplianceRoute(page: Page): Promise<void> {
  await openSection(page, 'Compliance route');
  await onPage(page, 'Did you use any estimates in relation to the following calculations (as applicable)?');
  await page.getByLabel('None of the above').check();
  await saveAndContinue(page);
  await choose(page, 'Did all your energy audits use 12 months of verifiable data?', 'Yes');
  await choose(
    page,
    'Are the methods used for estimated data recorded in the evidence pack?',
    'Skip question',
  );
  await choose(
    page,
    'Did this organisation use energy consumption profiling for the purpose of analysing its energy consumption for all ESOS energy audits?',
    'Yes',
  );
  await choose(
    page,
    'Are the methods used for energy consumption profiling recorded in the evidence pack?',
    'Yes',
  );
  await onPage(page, 'Add an energy audit');
  await page.getByRole('button', { name: 'Add an energy audit' }).click();
  await onPage(page, 'Enter the energy audit details');
  await page
    .getByLabel('Explain where the audit took place and what was covered')
    .fill('Head office and depots');
  await page.getByLabel('Number of sites visited').fill('2');
  await page
    .getByLabel(
      'Reasons why the sites visited are considered to be representative of the energy consumption covered by the audit',
    )
    .fill('Typical sites.');
  await saveAndContinue(page);
  await onPage(page, 'Add an energy audit');
  await expect(page.getByRole('heading', { name: 'Energy audit 1' })).toBeVisible();
  await saveAndContinue(page);
  await choose(
    page,
    'Are there any parts of the ESOS report, or supporting information, that the responsible undertaking is prohibited from disclosing to any group undertaking?',
    'No',
  );
  await confirmSection(page, 'Compliance route');
}

const OPPORTUNITIES_TITLE =
  'Total annual reduction in energy consumption and energy spend from implementing energy saving opportunities';

/** The savings the audits found: the total, then the same by purpose (buildings) and by category (training). */
async function energySavingsOpportunities(page: Page): Promise<void> {
  await openSection(page, 'Energy savings opportunities');
  await onPage(page, OPPORTUNITIES_TITLE);
  await reduction(page, '50000', '7500');
  await saveAndContinue(page);
  await onPage(page, `${OPPORTUNITIES_TITLE} by organisational purpose`);
  // More by purpose than the total is refused, with both figures in the message (issue 39).
  await reduction(page.getByRole('group', { name: 'Buildings' }), '200000', '30000');
  await saveAndContinue(page);
  await expect(page.getByRole('alert')).toContainText(
    'The reduction by organisational purpose (200,000 kWh, £30,000.00) must not be more than the total annual reduction (50,000 kWh, £7,500.00)',
  );
  await expectAccessible(page);
  await photograph(page, 'noc-opportunities-over-total');
  await reduction(page.getByRole('group', { name: 'Buildings' }), '50000', '7500');
  await saveAndContinue(page);
  await onPage(page, `${OPPORTUNITIES_TITLE} by energy saving category`);
  await reduction(page.getByRole('group', { name: 'Training' }), '50000', '7500');
  await saveAndContinue(page);
  // The categories left blank: one 'Not entered' a row, not one per figure (issue 39).
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText('Not entered', { exact: true }).first()).toBeVisible();
  await expect(page.locator('#main-content')).not.toContainText(/No data entered|Not entered, Not entered/);
  await confirmSection(page, 'Energy savings opportunities');
}

/** A lead assessor (external unless said) who confirmed the assessment. */
async function leadAssessor(page: Page, kind: 'Internal' | 'External' = 'External'): Promise<void> {
  await openSection(page, 'Lead assessor details');
  await choose(
    page,
    'Is the lead assessor who reviewed your ESOS assessment internal or external to your corporate group?',
    kind,
  );
  await onPage(page, 'Enter the details of the lead assessor who reviewed the assessment');
  // Messages in sentence case and plain English (issue 39).
  await saveAndContinue(page);
  await expect(page.getByRole('alert')).toContainText('Enter the membership number');
  await page.getByLabel('First name').fill('Lee');
  await page.getByLabel('Last name').fill('Assessor');
  await page.getByLabel('Email address').fill('lee.assessor@example.com');
  await page.getByLabel('Professional body').selectOption({ label: 'Energy Institute' });
  await page.getByLabel('Membership number').fill('EI-1234');
  await saveAndContinue(page);
  await choose(
    page,
    'Has the lead assessor reviewed and confirmed that the assessment meets the ESOS requirements?',
    'Yes, the lead assessor reviewed and confirmed that the assessment meets the ESOS requirements',
  );
  await confirmSection(page, 'Lead assessor details');
}

/** The primary contact the account gives, confirmed, and no secondary contact. */
async function contactPersons(page: Page): Promise<void> {
  await openSection(page, 'Contact persons');
  await onPage(page, 'Primary contact details');
  await saveAndContinue(page);
  await choose(page, 'Do you want to add a secondary contact?', 'No');
  await confirmSection(page, 'Contact persons');
}

/** The bearer token the application sends with its API calls, read from one it makes as the page loads. */
async function browserToken(page: Page): Promise<string> {
  const request = page.waitForRequest((sent) => /\/api\/v1\.0\/tasks\/\d+$/.test(sent.url()));
  await page.reload();
  const authorization = (await request).headers()['authorization'] ?? '';
  expect(authorization).toMatch(/^Bearer /);
  return authorization;
}

/**
 * Saves the task's notification as another tab (or a colleague) would, with the browser's own token,
 * changed as given while its sections stay completed; the page then loads the task again.
 */
async function changeSavedNotification(
  page: Page,
  change: (noc: Record<string, Record<string, unknown>>) => void,
): Promise<void> {
  const authorization = await browserToken(page);
  const taskId = Number(/\/tasks\/(\d+)/.exec(page.url())?.[1]);
  const headers = { authorization };
  const task = (await (await page.request.get(`/api/v1.0/tasks/${taskId}`, { headers })).json()) as {
    requestTask: { payload: { noc: Record<string, Record<string, unknown>>; nocSectionsCompleted: unknown } };
  };
  const { noc, nocSectionsCompleted } = task.requestTask.payload;
  change(noc);
  const saved = await page.request.post('/api/v1.0/tasks/actions', {
    headers,
    data: {
      requestTaskId: taskId,
      requestTaskActionType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT',
      requestTaskActionPayload: {
        payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
        noc,
        nocSectionsCompleted,
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(204);
  // The page holds the version from before that save: load the task again, as opening it would.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
}

/**
 * The second responsible officer's email made malformed. The web's own pages refuse such an email, so
 * only the server's submission check can catch it (NOC1001).
 */
async function breakSecondOfficerEmail(page: Page): Promise<void> {
  await changeSavedNotification(page, (noc) => {
    const second = noc.confirmations?.secondResponsibleOfficerDetails as Record<string, unknown>;
    second.email = 'ray.director';
  });
}

/**
 * A registration number the save keeps as typed and the submit refuses, as the reference does (issue 37):
 * the submit lists it under the organisation structure with its Change link; put right, it is submitted.
 */
async function registrationNumberRefusedThenFixed(page: Page): Promise<string> {
  const taskUrl = page.url();
  const firstOrganisation = (noc: Record<string, Record<string, unknown>>) =>
    (noc.organisationStructure?.organisationsAssociatedWithRU as Record<string, unknown>[])[0]!;
  await changeSavedNotification(page, (noc) => {
    firstOrganisation(noc).registrationNumber = 'SC76543';
  });
  await page.getByRole('button', { name: 'Submit to regulator' }).click();
  await onPage(page, 'Submit to regulator');
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await onPage(page, 'Your notification has problems');
  await expect(page.getByRole('heading', { level: 2, name: 'Organisation structure' })).toBeVisible();
  await expect(page.locator('#main-content')).toContainText(
    'registration number: Organisation associated with responsible undertaking registration number is not in a valid format',
  );
  await page.getByRole('link', { name: 'Change organisation structure answers' }).click();
  await expect(page).toHaveURL(/\/notification\/organisation-structure/);
  await page.goto(taskUrl);
  await changeSavedNotification(page, (noc) => {
    firstOrganisation(noc).registrationNumber = 'SC765432';
  });
  return submit(page);
}

/**
 * Submits a notification the server refuses (NOC1001): its problems are listed by section, and the
 * section's Change link leads to its answers, where the email is put right; then it is submitted.
 */
async function refusedThenFixed(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Submit to regulator' }).click();
  await onPage(page, 'Submit to regulator');
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await onPage(page, 'Your notification has problems');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Responsible officer confirmation' }),
  ).toBeVisible();
  await expect(page.locator('#main-content')).toContainText(
    'Second responsible officer details, email: must be a well-formed email address',
  );
  await photograph(page, 'noc-categories-noc1001');
  await page.getByRole('link', { name: 'Change responsible officer confirmation answers' }).click();
  await onPage(page, 'Check your answers');
  await page.getByRole('link', { name: /Change.*details of the second responsible officer/ }).click();
  await onPage(page, 'Details of the second responsible officer');
  await expect(page.getByLabel('Email address')).toHaveValue('ray.director');
  await page.getByLabel('Email address').fill('ray.director@example.com');
  await saveAndContinue(page);
  await confirmSection(page, 'Responsible officer confirmation');
  return submit(page);
}

test('category D: the operator finishes a zero-energy notification, its confirmation from the keyboard alone', async ({
  browser,
}) => {
  await categoryJourney(browser, 'Demo Subsidiary 04 Ltd', 7, async (olivia) => {
    await confirmSeededSection(olivia, 'Second compliance period');
    await noHistory(olivia, 'first');

    // The responsible officer's confirmation with Tab, Shift+Tab, Space, Enter and typing only.
    await tabTo(olivia, olivia.getByRole('link', { name: 'Responsible officer confirmation' }));
    await olivia.keyboard.press('Enter');
    await onPage(olivia, 'Responsible officer review');
    const statements = olivia.getByRole('checkbox');
    await expect(statements).toHaveCount(4);
    for (let index = 0; index < 4; index += 1) {
      await tabTo(olivia, statements.nth(index));
      await olivia.keyboard.press('Space');
      await expect(statements.nth(index)).toBeChecked();
    }
    await tabTo(olivia, olivia.getByRole('button', { name: 'Save and continue' }));
    await olivia.keyboard.press('Enter');
    await onPage(olivia, 'Details of the responsible officer');
    await typeInto(olivia, olivia.getByLabel('First name'), 'Rita');
    await typeInto(olivia, olivia.getByLabel('Last name'), 'Example');
    await typeInto(olivia, olivia.getByLabel('Job title'), 'Director');
    await typeInto(olivia, olivia.getByLabel('Email address'), 'rita.director@example.com');
    await typeInto(olivia, olivia.getByLabel('Address line 1'), '1 Fixture Street');
    await typeInto(olivia, olivia.getByLabel('Town or city'), 'Leeds');
    await typeInto(olivia, olivia.getByLabel('Postcode'), 'LS1 1AA');
    const phone = olivia.getByRole('group', { name: 'Phone number 1' });
    await typeInto(olivia, phone.getByLabel('Country code'), '44');
    await typeInto(olivia, phone.getByLabel('Phone number'), '2071234567');
    // Back up to check the first name kept its answer, then on to the button.
    await tabTo(olivia, olivia.getByLabel('First name'), 'Shift+Tab');
    await expect(olivia.getByLabel('First name')).toHaveValue('Rita');
    await tabTo(olivia, olivia.getByRole('button', { name: 'Save and continue' }));
    await olivia.keyboard.press('Enter');
    await onPage(olivia, 'Check your answers');
    await expect(olivia.getByText('rita.director@example.com')).toBeVisible();
    await tabTo(olivia, olivia.getByRole('button', { name: 'Confirm and complete' }));
    await olivia.keyboard.press('Enter');
    await expect(olivia.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
    await expect(section(olivia, 'Responsible officer confirmation')).toContainText('Completed');

    // Then the mouse: focus was moved to the skip link, shown for keyboard focus, and the first click must not
    // be lost to the page jumping as the link loses focus (apps/web/src/app/styles.scss).
    return submit(olivia);
  });
});

test('does not qualify: the operator submits a notification whose only section is the reporting obligation', async ({
  browser,
}) => {
  await categoryJourney(browser, 'Demo Subsidiary 08 Ltd', 1, async (olivia) => {
    await expect(section(olivia, 'Reporting obligation')).toContainText('Completed');
    await olivia.getByRole('link', { name: 'Reporting obligation' }).click();
    await onPage(olivia, 'Check your answers');
    await expect(olivia.getByText('Turnover below £44 million and fewer than 250 staff.')).toBeVisible();
    await olivia.getByRole('link', { name: `Return to: ${TASK}` }).click();
    const reference = await submit(olivia);
    await photograph(olivia, 'noc-categories-not-qualify-sent');
    return reference;
  });
});

test('category E without audits: the server refuses a notification whose second responsible officer has a malformed email, which the operator puts right and submits', async ({
  browser,
}) => {
  await categoryJourney(browser, 'Demo Subsidiary 06 Ltd', 12, async (olivia) => {
    await confirmations(olivia, true);
    await breakSecondOfficerEmail(olivia);
    return refusedThenFixed(olivia);
  });
});

test('category A: the operator finishes a notification of energy audits, section by section, and submits', async ({
  browser,
}) => {
  await categoryJourney(browser, 'Demo Subsidiary 01 Ltd', 13, async (olivia) => {
    await confirmSeededSection(olivia, 'Responsible undertaking');
    await contactPersons(olivia);
    await organisationStructure(olivia);
    await fullComplianceRoute(olivia);
    await energyConsumption(olivia, true);
    await energySavingsOpportunities(olivia);
    await energySavingsAchieved(olivia);
    await leadAssessor(olivia);
    await assessmentPersonnel(olivia);
    await noHistory(olivia, 'second');
    await noHistory(olivia, 'first');
    await confirmations(olivia, false);
    return submit(olivia);
  });
});

test('category B: the operator gives the compliance route, energy, savings and officer a notification ISO 50001 covers wholly asks, and submits', async ({
  browser,
}) => {
  // Demo Subsidiary 02's notification: the other journey on this account cancels an action plan only.
  await categoryJourney(browser, 'Demo Subsidiary 02 Ltd', 12, async (olivia) => {
    await shortComplianceRoute(olivia);
    await energyConsumption(olivia);
    await alternativeRoutes(olivia, ['iso'], false);
    await energySavingsAchieved(olivia, true);
    await confirmations(olivia, false);
    return submit(olivia);
  });
});

test('category C: the operator uploads the organisation structure, gives the ISO 50001 and DEC routes and an internal lead assessor, and submits once a registration number another tab broke is put right', async ({
  browser,
}) => {
  await categoryJourney(browser, 'Demo Subsidiary 03 Ltd', 14, async (olivia) => {
    await organisationStructureFromCsv(olivia);
    await alternativeRoutes(olivia, ['iso', 'dec']);
    // An internal lead assessor: a second responsible officer confirms too.
    await leadAssessor(olivia, 'Internal');
    await confirmations(olivia, true);
    return registrationNumberRefusedThenFixed(olivia);
  });
});

test('category E with audits: the operator gives the Green Deal Assessment route and both responsible officers, and submits', async ({
  browser,
}) => {
  await categoryJourney(browser, 'Demo Subsidiary 05 Ltd', 13, async (olivia) => {
    // Audits cover the rest: the section is there, and done.
    await expect(section(olivia, 'Energy savings opportunities')).toContainText('Completed');
    await expect(section(olivia, 'Lead assessor details')).toHaveCount(0);
    await alternativeRoutes(olivia, ['gda']);
    // Under 40,000 kWh: a second responsible officer confirms too.
    await confirmations(olivia, true);
    return submit(olivia);
  });
});

test('category F: the operator gives the ISO 50001, DEC and Green Deal Assessment routes and the lead assessor, and submits', async ({
  browser,
}) => {
  await categoryJourney(browser, 'Demo Subsidiary 07 Ltd', 13, async (olivia) => {
    await expect(section(olivia, 'Energy savings opportunities')).toHaveCount(0);
    await alternativeRoutes(olivia, ['iso', 'dec', 'gda']);
    await leadAssessor(olivia);
    await confirmations(olivia, false);
    return submit(olivia);
  });
});
