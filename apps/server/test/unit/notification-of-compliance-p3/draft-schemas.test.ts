import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import '../../../src/api/users/schemas';
import { zodIssuesToFormErrors } from '../../../src/workflow/validation';
import {
  nocP3Schema,
  nocSaveApplicationPayloadSchema,
  nocSectionKeys,
  saveApplicationEditPayloadSchema,
  saveApplicationSubmitPayloadSchema,
  sendToEditPayloadSchema,
} from '../../../src/workflow/notification-of-compliance-p3/payload';
import { formatProblems } from '../../../src/workflow/reports/checked-at-submit';
import type { NocSectionKey } from '../../../src/workflow/notification-of-compliance-p3/payload';
import { completeNotification } from '../../support/noc-fixtures';

/** FORM1001's data for a draft notification. */
function formErrors(noc: unknown) {
  const parsed = nocP3Schema.safeParse(noc);
  return parsed.success ? [] : zodIssuesToFormErrors(parsed.error);
}

const obligation = (distribution: Record<string, unknown>) => ({
  reportingObligation: {
    qualificationType: 'QUALIFY',
    reportingObligationDetails: {
      energyResponsibilityType: 'RESPONSIBLE',
      complianceRouteDistribution: distribution,
    },
  },
});

describe('the draft notification (what a save accepts)', () => {
  it('accepts work in progress: nothing, nulls and half-answered sections', () => {
    expect(formErrors({})).toEqual([]);
    expect(formErrors({ reportingObligation: null, confirmations: { reviewAssessmentDate: null } })).toEqual(
      [],
    );
    expect(formErrors({ contactPersons: { primaryContact: { firstName: 'Olivia' } } })).toEqual([]);
  });

  it.each([
    [
      'a text beyond its size',
      { energySavingsAchieved: { details: 'x'.repeat(10_001) } },
      'energySavingsAchieved.details',
      'size must be between 0 and 10000',
    ],
    [
      'an address line beyond its size',
      { contactPersons: { primaryContact: { line1: 'x'.repeat(256) } } },
      'contactPersons.primaryContact.line1',
      'Invalid line 1',
    ],
    [
      'a negative kWh figure',
      { energyConsumptionDetails: { totalEnergyConsumption: { buildings: -1 } } },
      'energyConsumptionDetails.totalEnergyConsumption.buildings',
      'must be greater than or equal to 0',
    ],
    [
      'a fraction of a kWh',
      { energySavingsAchieved: { totalEnergySavingsEstimation: 1.5 } },
      'energySavingsAchieved.totalEnergySavingsEstimation',
      'Invalid input: expected int, received number',
    ],
    [
      'a percentage above 100',
      obligation({ iso50001Pct: 101 }),
      'reportingObligation.reportingObligationDetails.complianceRouteDistribution.iso50001Pct',
      'must be less than or equal to 100',
    ],
    [
      'more than 5% covered by no route',
      obligation({ energyNotAuditedPct: 6 }),
      'reportingObligation.reportingObligationDetails.complianceRouteDistribution.energyNotAuditedPct',
      'must be less than or equal to 5',
    ],
    [
      'a total other than 100%',
      obligation({ totalPct: 99 }),
      'reportingObligation.reportingObligationDetails.complianceRouteDistribution.totalPct',
      'must be greater than or equal to 100',
    ],
    [
      'negative money',
      { energySavingsOpportunities: { implementationEnergyConsumption: { energyCost: -2 } } },
      'energySavingsOpportunities.implementationEnergyConsumption.energyCost',
      'must be greater than or equal to 0',
    ],
    [
      'a zero intensity ratio',
      {
        energyConsumptionDetails: {
          energyIntensityRatioData: { buildings: { energyIntensityRatios: [{ ratio: '0.000' }] } },
        },
      },
      'energyConsumptionDetails.energyIntensityRatioData.buildings.energyIntensityRatios.0.ratio',
      'must be greater than 0',
    ],
    [
      'a day that does not exist',
      { confirmations: { reviewAssessmentDate: '2023-02-29' } },
      'confirmations.reviewAssessmentDate',
      'must be a date in the format yyyy-MM-dd',
    ],
    [
      'an unknown enum value',
      { leadAssessor: { leadAssessorType: 'FREELANCE' } },
      'leadAssessor.leadAssessorType',
      undefined,
    ],
    [
      'five activity codes',
      { responsibleUndertaking: { organisationDetails: { codes: ['1', '2', '3', '4', '5'] } } },
      'responsibleUndertaking.organisationDetails.codes',
      'size must be between 1 and 4',
    ],
    [
      'a field the notification does not have',
      { leadAssessor: { favouriteColour: 'green' } },
      'leadAssessor',
      'Unrecognized key: "favouriteColour"',
    ],
    [
      'a string where a number goes',
      { energySavingsAchieved: { totalEnergySavingsEstimation: '12' } },
      'energySavingsAchieved.totalEnergySavingsEstimation',
      'Invalid input: expected number, received string',
    ],
  ])('refuses %s, naming the field', (_name, noc, fieldName, message) => {
    const errors = formErrors(noc);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.fieldName).toBe(fieldName);
    if (message) expect(errors[0]?.message).toBe(message);
  });

  it.each([
    [
      'a kWh figure of 16 digits',
      { energySavingsAchieved: { totalEnergySavingsEstimation: 1_000_000_000_000_000 } },
      'energySavingsAchieved.totalEnergySavingsEstimation',
      'numeric value out of bounds (<15 digits>.<0 digits> expected)',
    ],
    [
      'money with three decimal places',
      { energySavingsOpportunities: { implementationEnergyConsumption: { energyCost: '1.005' } } },
      'energySavingsOpportunities.implementationEnergyConsumption.energyCost',
      'numeric value out of bounds (<15 digits>.<2 digits> expected)',
    ],
    [
      'a malformed company registration number',
      { organisationStructure: { organisationsAssociatedWithRU: [{ registrationNumber: '1234' }] } },
      'organisationStructure.organisationsAssociatedWithRU.0.registrationNumber',
      'Organisation associated with responsible undertaking registration number is not in a valid format',
    ],
  ])('keeps %s for the submit to refuse, as the reference does', (_name, noc, fieldName, message) => {
    expect(formErrors(noc)).toEqual([]);
    const [section, ...path] = fieldName.split('.') as [NocSectionKey, ...string[]];
    const value = (noc as Record<string, unknown>)[section];
    expect(formatProblems(nocP3Schema.shape[section], value)).toEqual([
      { path: path.map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)), message },
    ]);
  });

  it('accepts decimals as strings or numbers, within their digits', () => {
    const pair = (energyCost: unknown) => ({
      energySavingsOpportunities: { implementationEnergyConsumption: { energyCost } },
    });
    expect(formErrors(pair('999999999999999.99'))).toEqual([]);
    expect(formErrors(pair(12.5))).toEqual([]);
    expect(formErrors(pair('1.1234567'))).toEqual([]);
    expect(formErrors(pair(`1.${'1'.repeat(31)}`))).toHaveLength(1);
    expect(formErrors(pair('1000000000000000'))).toHaveLength(1);
    expect(formErrors(pair('1e3'))).toHaveLength(1);
  });

  it('accepts every complete notification', () => {
    expect(formErrors(completeNotification('PARTIAL_ENERGY_ASSESSMENTS'))).toEqual([]);
  });
});

describe('action payloads', () => {
  it('save actions name their own task type', () => {
    const body = { noc: {}, nocSectionsCompleted: { reportingObligation: 'IN_PROGRESS' } };
    const submit = { payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD', ...body };
    const edit = { payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT_PAYLOAD', ...body };
    expect(saveApplicationSubmitPayloadSchema.safeParse(submit).success).toBe(true);
    expect(saveApplicationSubmitPayloadSchema.safeParse(edit).success).toBe(false);
    expect(saveApplicationEditPayloadSchema.safeParse(edit).success).toBe(true);
    expect(nocSaveApplicationPayloadSchema.safeParse(edit).success).toBe(true);
  });

  it('a status names one of the fourteen sections, IN_PROGRESS or COMPLETED', () => {
    const save = (nocSectionsCompleted: unknown) =>
      saveApplicationSubmitPayloadSchema.safeParse({
        payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
        noc: {},
        nocSectionsCompleted,
      }).success;
    expect(save({ confirmations: 'COMPLETED' })).toBe(true);
    expect(save({ confirmations: 'NOT_STARTED' })).toBe(false);
    expect(save({ somethingElse: 'COMPLETED' })).toBe(false);
  });

  it('sending for review names a user id', () => {
    const send = (supportingOperator: unknown) =>
      sendToEditPayloadSchema.safeParse({
        payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT_PAYLOAD',
        supportingOperator,
      });
    expect(send('0b6b5f0e-8c1f-4a7e-9a55-2f8f6b1c9d10').success).toBe(true);
    expect(send('someone').error?.issues[0]?.message).toBe('Select a user');
  });
});

describe('the OpenAPI components', () => {
  it('are named as the reference names them, next to the components other features name', () => {
    const components = z.toJSONSchema(z.globalRegistry, { unrepresentable: 'any', io: 'input' }).schemas;
    expect(z.toJSONSchema(z.globalRegistry, { unrepresentable: 'any', io: 'output' }).schemas).toBeDefined();
    expect(components).toHaveProperty('PhoneNumberDTO');
    for (const id of [
      'NocP3',
      'ReportingObligation',
      'ComplianceRouteDistribution',
      'ResponsibleUndertaking',
      'ReviewOrganisationDetails',
      'ContactPerson',
      'OrganisationAssociatedWithRU',
      'EnergyConsumption',
      'SignificantEnergyConsumption',
      'PotentialReductionPair',
      'CertificatesDetails',
      'Confirmations',
      'AccountOriginatedData',
      'NotificationOfComplianceP3ApplicationSubmitRequestTaskPayload',
      'NotificationOfComplianceP3SaveApplicationRequestTaskActionPayload',
      'SendToEditRequestTaskActionPayload',
      'NotificationOfComplianceP3ApplicationRequestActionPayload',
    ]) {
      expect(components, id).toHaveProperty(id);
    }
    expect(Object.keys((components.NocP3 as { properties: object }).properties)).toEqual([...nocSectionKeys]);
    expect(Object.keys((components.ReviewOrganisationDetails as { properties: object }).properties)).toEqual([
      'name',
      'registrationNumberExist',
      'registrationNumber',
      'line1',
      'line2',
      'city',
      'county',
      'postcode',
      'type',
      'otherTypeName',
      'codes',
    ]);
  });
});
