import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/platform/http/errors';
import { nocP3Schema } from '../../../src/workflow/notification-of-compliance-p3/payload';
import {
  nocViolationMessages,
  validateSubmission,
} from '../../../src/workflow/notification-of-compliance-p3/rules';
import { completeNotification, submissionContext } from '../../support/noc-fixtures';
import { invalidNotifications } from '../../support/noc-violation-fixtures';

const context = submissionContext;

describe('submit violations', () => {
  it.each(invalidNotifications)('$name', async ({ noc, violations }) => {
    expect(nocP3Schema.safeParse(noc).error).toBeUndefined();
    expect(await validateSubmission(noc, context)).toEqual(violations);
  });

  it('has a minimal invalid notification for every violation message the submit can produce', () => {
    const covered = new Set(
      invalidNotifications.flatMap(({ violations }) => violations.map((violation) => violation.message)),
    );
    // INVALID_DEPENDENT_SECTION_DATA for energy consumption needs a distribution-less obligation, which fails first.
    expect(Object.values(nocViolationMessages).filter((message) => !covered.has(message))).toEqual([]);
  });

  it('answers a missing reporting obligation with that section alone', async () => {
    const noc = completeNotification('ESOS_ENERGY_ASSESSMENTS_95_TO_100');
    delete noc.reportingObligation;
    expect(await validateSubmission(noc, context)).toEqual([
      {
        sectionName: 'uk.gov.esos.api.reporting.noc.phase3.domain.reportingobligation.ReportingObligation',
        message: 'Invalid section',
        data: [[]],
      },
    ]);
  });

  it('lists every failure of a section in one entry, followed by its cross checks', async () => {
    const noc = completeNotification('PARTIAL_ENERGY_ASSESSMENTS');
    const confirmations = noc.confirmations!;
    confirmations.responsibleOfficerDetails!.jobTitle = '';
    confirmations.secondResponsibleOfficerDetails!.email = 'RITA.director@acme.example.com';
    confirmations.reviewAssessmentDate = '2019-12-05';
    delete confirmations.secondResponsibleOfficerEnergyTypes;
    expect(await validateSubmission(noc, context)).toEqual([
      {
        sectionName: 'uk.gov.esos.api.reporting.noc.phase3.domain.confirmations.Confirmations',
        message: 'Invalid section data',
        data: [
          [
            ' - Confirmations responsible officer details job title can not be empty',
            ' - Confirmations second responsible officer details email can not be the same with responsible officer',
            ' - Confirmations review assessment date can only be the same or after 6th of December 2019',
          ],
        ],
      },
      {
        sectionName: 'uk.gov.esos.api.reporting.noc.phase3.domain.confirmations.Confirmations',
        message: 'Second responsible officer details and category are not mutually valid',
        data: [[]],
      },
      {
        sectionName: 'uk.gov.esos.api.reporting.noc.phase3.domain.confirmations.Confirmations',
        message: 'Not all responsibility assessment types exist',
        data: [
          [
            'SATISFIED_WITH_ORGANISATION_WITHIN_SCOPE_OF_THE_SCHEME',
            'SATISFIED_WITH_ORGANISATION_COMPLIANT_WITH_SCOPE_OF_THE_SCHEME',
            'SATISFIED_WITH_INFORMATION_PROVIDED_UNLESS_THERE_IS_A_DECLARED_REASON',
            'SATISFIED_WITH_INFORMATION_PROVIDED',
          ],
        ],
      },
    ]);
  });

  it('refuses a blank reason for not qualifying, which the reference would take', async () => {
    const noc = {
      reportingObligation: { qualificationType: 'NOT_QUALIFY' as const, noQualificationReason: '  ' },
    };
    expect(await validateSubmission(noc, context)).toEqual([
      {
        sectionName: 'uk.gov.esos.api.reporting.noc.phase3.domain.reportingobligation.ReportingObligation',
        message: 'Invalid section data',
        data: [['noQualificationReason - must not be blank']],
      },
    ]);
    noc.reportingObligation.noQualificationReason = 'Turnover below £44 million.';
    expect(await validateSubmission(noc, context)).toEqual([]);
  });

  it('refuses a review date after today', async () => {
    const noc = completeNotification('ESOS_ENERGY_ASSESSMENTS_95_TO_100');
    noc.confirmations!.reviewAssessmentDate = '2025-06-02';
    const [violation] = await validateSubmission(noc, context);
    expect(violation?.data).toEqual([
      ['reviewAssessmentDate - must be a date in the past or in the present'],
    ]);
  });

  it('reports the sections in the reference validators order (by class name)', async () => {
    const noc = completeNotification('ESOS_ENERGY_ASSESSMENTS_95_TO_100');
    delete noc.secondCompliancePeriod;
    delete noc.assessmentPersonnel;
    delete noc.responsibleUndertaking;
    delete noc.complianceRoute;
    const sections = (await validateSubmission(noc, context)).map((violation) =>
      violation.sectionName.split('.').pop(),
    );
    expect(sections).toEqual([
      'AssessmentPersonnel',
      'ComplianceRoute',
      'ResponsibleUndertaking',
      'SecondCompliancePeriod',
    ]);
  });

  it('throws a Companies House failure other than an unknown number, so the submit fails with it', async () => {
    const noc = completeNotification('ESOS_ENERGY_ASSESSMENTS_95_TO_100');
    noc.responsibleUndertaking!.organisationDetails!.registrationNumber = '99999999';
    await expect(validateSubmission(noc, context)).rejects.toEqual(new ApiError('COMPANYINFO1001'));
  });

  it('looks no registration number up when there is none', async () => {
    const noc = completeNotification('ZERO_ENERGY');
    const details = noc.responsibleUndertaking!.organisationDetails!;
    details.registrationNumberExist = false;
    delete details.registrationNumber;
    const lookup = () => Promise.reject(new Error('must not be called'));
    expect(await validateSubmission(noc, { ...context, companyInformation: { lookup } })).toEqual([]);
  });
});
