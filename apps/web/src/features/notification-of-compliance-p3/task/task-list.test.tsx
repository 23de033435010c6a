import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { categoryOf, type Noc, type ReportingObligation } from '../noc/model';
import { nocTask, renderNocTask } from '../../../test/noc-task';

afterEach(() => vi.restoreAllMocks());

const distribution = (iso: number, dec: number, gda: number, audits: number, notCovered = 0) => ({
  iso50001Pct: iso,
  displayEnergyCertificatePct: dec,
  greenDealAssessmentPct: gda,
  energyAuditsPct: audits,
  energyNotAuditedPct: notCovered,
  totalPct: iso + dec + gda + audits + notCovered,
});

const responsible = (
  type: 'RESPONSIBLE' | 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH' | 'NOT_RESPONSIBLE',
  split?: ReturnType<typeof distribution>,
): ReportingObligation => ({
  qualificationType: 'QUALIFY',
  reportingObligationDetails: {
    qualificationReasonType: 'STAFF_MEMBERS_MORE_THAN_250',
    energyResponsibilityType: type,
    complianceRouteDistribution: split ?? null,
  },
});

/** Each group's heading with the names and statuses of its sections, as a person reads the list. */
function readTaskList(): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const heading of screen.getAllByRole('heading', { level: 2 })) {
    const list = heading.parentElement?.querySelector('.govuk-task-list');
    if (!list) continue;
    groups[heading.textContent ?? ''] = [...list.querySelectorAll('.govuk-task-list__item')].map(
      (item) =>
        `${item.querySelector('.govuk-task-list__name-and-hint')?.textContent} | ${item.querySelector('.govuk-task-list__status')?.textContent}`,
    );
  }
  return groups;
}

async function openTask(noc: Noc, completed: Parameters<typeof nocTask>[1] = {}) {
  const view = renderNocTask(nocTask(noc, completed), '/tasks/31');
  await screen.findByRole('heading', { level: 1, name: 'Submit Phase 3 notification' });
  return view;
}

describe('the notification task list', () => {
  it('lists only the reporting obligation while no category is decided, saying what is left to submit', async () => {
    const { container } = await openTask({});
    expect(readTaskList()).toEqual({ 'Reporting obligation': ['Reporting obligation | Not started'] });
    expect(screen.getByRole('link', { name: 'Reporting obligation' }).getAttribute('href')).toBe(
      '/tasks/31/notification/reporting-obligation',
    );
    expect(screen.queryByRole('button', { name: 'Submit to regulator' })).toBeNull();
    expect(screen.getByTestId('submit-not-ready').textContent).toBe(
      'You cannot submit to the regulator yet: complete 1 section.Reporting obligation',
    );
    expect(screen.getByRole('button', { name: 'Send for review' }).getAttribute('href')).toBe(
      '/tasks/31/notification/send-for-review',
    );
    expect(screen.getByTestId('task-assignee').textContent).toContain('Olivia Operator');
    expect(screen.getByTestId('task-days-remaining').textContent).toContain('40');
    await expectNoAxeViolations(container);
  });

  it('shows the sections of category A, which cannot start until the reporting obligation is completed', async () => {
    await openTask(
      { reportingObligation: responsible('RESPONSIBLE', distribution(0, 0, 0, 97, 3)) },
      { reportingObligation: 'IN_PROGRESS' },
    );
    // Too many to name: the count, and the task list below shows which.
    expect(screen.getByTestId('submit-not-ready').textContent).toBe(
      'You cannot submit to the regulator yet: complete 13 sections.The list below shows the status of each section.',
    );
    expect(readTaskList()).toEqual({
      'Reporting obligation': ['Reporting obligation | In progress'],
      'Organisation details': [
        'Responsible undertaking | Cannot start yet',
        'Contact persons | Cannot start yet',
        'Organisation structure | Cannot start yet',
      ],
      'Information on energy use': [
        'Compliance route | Cannot start yet',
        'Energy consumption | Cannot start yet',
        'Energy savings opportunities | Cannot start yet',
        'Energy savings achieved | Cannot start yet',
      ],
      'Energy assessment contact': [
        'Lead assessor details | Cannot start yet',
        'Assessment personnel | Cannot start yet',
      ],
      'Previous compliance periods': [
        'Second compliance period | Cannot start yet',
        'First compliance period | Cannot start yet',
      ],
      Confirmation: ['Responsible officer confirmation | Cannot start yet'],
    });
    // A section that cannot start yet is not a link.
    expect(screen.queryByRole('link', { name: 'Lead assessor details' })).toBeNull();
  });

  it('shows each section’s saved status once the reporting obligation is completed (category B)', async () => {
    await openTask(
      { reportingObligation: responsible('RESPONSIBLE', distribution(100, 0, 0, 0)) },
      { reportingObligation: 'COMPLETED', contactPersons: 'IN_PROGRESS', assessmentPersonnel: 'COMPLETED' },
    );
    const list = readTaskList();
    expect(list['Information on energy use']).toEqual([
      'Compliance route | Not started',
      'Energy consumption | Not started',
      'Alternative routes to compliance | Not started',
      'Energy savings achieved | Not started',
    ]);
    expect(list['Organisation details']).toContain('Contact persons | In progress');
    expect(list['Energy assessment contact']).toEqual(['Assessment personnel | Completed']);
  });

  it('shows the reporting obligation alone for an organisation that does not qualify, and enables submit once it is completed', async () => {
    await openTask(
      { reportingObligation: { qualificationType: 'NOT_QUALIFY', noQualificationReason: 'Too small' } },
      { reportingObligation: 'COMPLETED' },
    );
    expect(readTaskList()).toEqual({ 'Reporting obligation': ['Reporting obligation | Completed'] });
    expect(screen.getByRole('button', { name: 'Submit to regulator' }).getAttribute('href')).toBe(
      '/tasks/31/notification/submit',
    );
  });

  it('shows category D only the sections a zero-energy notification has', async () => {
    await openTask(
      { reportingObligation: responsible('NOT_RESPONSIBLE') },
      { reportingObligation: 'COMPLETED' },
    );
    expect(Object.keys(readTaskList())).toEqual([
      'Reporting obligation',
      'Organisation details',
      'Previous compliance periods',
      'Confirmation',
    ]);
  });

  it('shows category E’s optional sections only as its breakdown decides them', async () => {
    await openTask(
      { reportingObligation: responsible('RESPONSIBLE_BUT_LESS_THAN_40000_KWH', distribution(20, 0, 0, 80)) },
      { reportingObligation: 'COMPLETED' },
    );
    const list = readTaskList();
    expect(list['Information on energy use']).toEqual([
      'Compliance route | Not started',
      'Energy consumption | Not started',
      'Energy savings opportunities | Not started',
      'Alternative routes to compliance | Not started',
      'Energy savings achieved | Not started',
    ]);
    expect(list['Energy assessment contact']).toEqual(['Assessment personnel | Not started']);
  });

  it('lists the sections left instead of Submit until every shown section is completed', async () => {
    const noc = { reportingObligation: responsible('NOT_RESPONSIBLE') };
    const all = {
      reportingObligation: 'COMPLETED',
      responsibleUndertaking: 'COMPLETED',
      contactPersons: 'COMPLETED',
      organisationStructure: 'COMPLETED',
      secondCompliancePeriod: 'COMPLETED',
      firstCompliancePeriod: 'COMPLETED',
    } as const;
    const view = await openTask(noc, all);
    expect(screen.queryByRole('button', { name: 'Submit to regulator' })).toBeNull();
    expect(screen.getByTestId('submit-not-ready').textContent).toBe(
      'You cannot submit to the regulator yet: complete 1 section.Responsible officer confirmation',
    );
    view.unmount();
    vi.restoreAllMocks();
    await openTask(noc, { ...all, confirmations: 'COMPLETED' });
    expect(screen.getByRole('button', { name: 'Submit to regulator' }).getAttribute('href')).toBe(
      '/tasks/31/notification/submit',
    );
  });

  it('shows the reviewer’s task without Send for review or Submit', async () => {
    renderNocTask(nocTask({}, {}, { type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT' }), '/tasks/31');
    await screen.findByRole('heading', { level: 1, name: 'Review Phase 3 notification' });
    expect(screen.queryByText('Send for review')).toBeNull();
    expect(screen.queryByText('Submit to regulator')).toBeNull();
    expect(screen.getByRole('link', { name: 'Reporting obligation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return this notification' }).getAttribute('href')).toBe(
      '/tasks/31/notification/return',
    );
  });

  it('shows someone who is not the assignee the list without buttons', async () => {
    renderNocTask(nocTask({}, {}, { assignee: 'someone-else' }), '/tasks/31');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Reporting obligation' });
    expect(within(heading.parentElement as HTMLElement).getByText('Not started')).toBeTruthy();
    expect(screen.queryByText('Submit to regulator')).toBeNull();
  });
});

describe('categoryOf', () => {
  it('derives each category as the server does', () => {
    expect(categoryOf(undefined)).toBeUndefined();
    expect(categoryOf({ qualificationType: 'NOT_QUALIFY' })).toBe('NOT_QUALIFY');
    expect(categoryOf({ qualificationType: 'QUALIFY' })).toBeUndefined();
    expect(categoryOf(responsible('RESPONSIBLE'))).toBeUndefined();
    expect(categoryOf(responsible('NOT_RESPONSIBLE'))).toBe('ZERO_ENERGY');
    expect(categoryOf(responsible('RESPONSIBLE_BUT_LESS_THAN_40000_KWH'))).toBe(
      'LESS_THAN_40000_KWH_PER_YEAR',
    );
    expect(categoryOf(responsible('RESPONSIBLE', distribution(0, 0, 0, 100)))).toBe(
      'ESOS_ENERGY_ASSESSMENTS_95_TO_100',
    );
    expect(categoryOf(responsible('RESPONSIBLE', distribution(100, 0, 0, 0)))).toBe(
      'ISO_50001_COVERING_ENERGY_USAGE',
    );
    expect(categoryOf(responsible('RESPONSIBLE', distribution(10, 0, 0, 90)))).toBe(
      'PARTIAL_ENERGY_ASSESSMENTS',
    );
    expect(categoryOf(responsible('RESPONSIBLE', distribution(50, 30, 20, 0)))).toBe(
      'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100',
    );
  });
});
