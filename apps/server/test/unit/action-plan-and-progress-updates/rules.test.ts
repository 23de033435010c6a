import { describe, expect, it } from 'vitest';
import { cleanUpActionPlan, validateActionPlan } from '../../../src/workflow/action-plan-p3/rules';
import { checkGroupChange, cleanGroupChange } from '../../../src/workflow/reports/progress-update-measures';
import { lastDayOfMonth, measureImplType } from '../../../src/workflow/progress-update-1-p3/prefill';
import { settleConfirmation, withoutNulls } from '../../../src/workflow/reports/report-confirmation';
import { completeActionPlan, earlyMeasure, lateMeasure } from '../../support/reporting-fixtures';

const SECTION = 'uk.gov.esos.api.reporting.progressupdate.progressupdate1.phase3.domain.ProgressUpdate1P3';
const account = { name: 'Acme Widgets Ltd', registrationNumber: 'SC123456' };

describe('the action plan clean-up', () => {
  it('drops the list when no measures are proposed, the context when some are, and orphan statuses', () => {
    expect(
      cleanUpActionPlan({
        actionPlanP3: {
          energyEfficiencyMeasure: {
            haveEnergyEfficiencyMeasures: false,
            noMeasureContext: 'None.',
            energyEfficiencyMeasures: [earlyMeasure as never],
          },
        },
        actionPlanSectionsCompleted: { energyEfficiencyMeasure: 'COMPLETED' },
      }),
    ).toEqual({
      actionPlanP3: {
        energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: false, noMeasureContext: 'None.' },
      },
      actionPlanSectionsCompleted: { energyEfficiencyMeasure: 'COMPLETED' },
    });
    expect(
      cleanUpActionPlan({
        actionPlanP3: {
          energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true, noMeasureContext: 'x' },
        },
        actionPlanSectionsCompleted: { responsibleOfficerConfirmation: 'COMPLETED' },
      }),
    ).toEqual({
      actionPlanP3: { energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true } },
      actionPlanSectionsCompleted: {},
    });
    expect(
      cleanUpActionPlan({ actionPlanSectionsCompleted: { energyEfficiencyMeasure: 'IN_PROGRESS' } }),
    ).toEqual({
      actionPlanP3: {},
      actionPlanSectionsCompleted: {},
    });
  });

  it('drops repeated schemes, the other scheme name without OTHER and a method description without the other method', () => {
    const cleaned = cleanUpActionPlan({
      actionPlanP3: {
        energyEfficiencyMeasure: {
          haveEnergyEfficiencyMeasures: true,
          energyEfficiencyMeasures: [
            {
              ...earlyMeasure,
              measureScheme: ['UN_RACE_TO_ZERO', 'UN_RACE_TO_ZERO'],
              otherMeasureSchemeName: 'left over',
              estimationMethodDescription: 'left over',
            } as never,
          ],
        },
      },
    });
    const [measure] = cleaned.actionPlanP3.energyEfficiencyMeasure?.energyEfficiencyMeasures ?? [];
    expect(measure?.measureScheme).toEqual(['UN_RACE_TO_ZERO']);
    expect(measure).not.toHaveProperty('otherMeasureSchemeName');
    expect(measure).not.toHaveProperty('estimationMethodDescription');
  });
});

describe('the action plan submit checks', () => {
  it('accept the complete plan and a plan without measures confirming the first statement only', () => {
    expect(validateActionPlan(completeActionPlan())).toEqual([]);
    expect(
      validateActionPlan({
        energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: false },
        responsibleOfficerConfirmation: ['ESOS_ASSESSMENT_NOTIFICATION'],
      }),
    ).toEqual([]);
  });

  it('need both statements once a measure uses another method, where the reference checks nothing', () => {
    const plan = completeActionPlan();
    expect(
      validateActionPlan({ ...plan, responsibleOfficerConfirmation: ['ESOS_ASSESSMENT_NOTIFICATION'] }),
    ).toEqual([
      expect.objectContaining({ data: [['actionPlan - Not valid ResponsibleOfficerConfirmationType.']] }),
    ]);
  });

  it('refuse measures while saying none are proposed, and a date past the compliance period', () => {
    const details = validateActionPlan({
      energyEfficiencyMeasure: {
        haveEnergyEfficiencyMeasures: false,
        energyEfficiencyMeasures: [lateMeasure],
      },
      responsibleOfficerConfirmation: ['ESOS_ASSESSMENT_NOTIFICATION'],
    })[0]?.data[0];
    expect(details).toContain(
      'actionPlan.energyEfficiencyMeasure - Energy efficiency measures must be empty when haveEnergyEfficiencyMeasures is false.',
    );
    const late = validateActionPlan({
      ...completeActionPlan(),
      energyEfficiencyMeasure: {
        haveEnergyEfficiencyMeasures: true,
        energyEfficiencyMeasures: [{ ...earlyMeasure, implementationDateForMeasure: '2023-11-30' }],
      },
    })[0]?.data[0];
    expect(late).toContain(
      'actionPlan.energyEfficiencyMeasure.energyEfficiencyMeasures[0] - The deadline cannot be earlier than December 2023',
    );
  });

  it('never throw, whatever is stored', () => {
    for (const junk of [null, undefined, 1, 'x', [], { energyEfficiencyMeasure: 'x' }]) {
      expect(() => validateActionPlan(junk)).not.toThrow();
      expect(validateActionPlan(junk)).toHaveLength(1);
    }
  });
});

describe('the responsible officer confirmation after a save', () => {
  const both = ['A', 'B'] as const;
  it('keeps what is required, in order, with its status; goes back to IN_PROGRESS when a statement is missing', () => {
    expect(settleConfirmation(['B', 'A'], both, 'COMPLETED')).toEqual({
      ticked: ['A', 'B'],
      status: 'COMPLETED',
    });
    expect(settleConfirmation(['A', 'B'], ['A'], 'COMPLETED')).toEqual({
      ticked: ['A'],
      status: 'COMPLETED',
    });
    expect(settleConfirmation(['A'], both, 'COMPLETED')).toEqual({ ticked: ['A'], status: 'IN_PROGRESS' });
    expect(settleConfirmation(['B'], ['A'], 'COMPLETED')).toEqual({});
    expect(settleConfirmation(null, both, undefined)).toEqual({});
  });

  it('leaves nulls out throughout', () => {
    expect(withoutNulls({ a: null, b: [1, null, { c: undefined, d: 2 }] })).toEqual({ b: [1, { d: 2 }] });
  });
});

describe('progress update 1 prefill', () => {
  it('finds the last day of a month, leap years included', () => {
    expect(lastDayOfMonth('2024-02-01')).toBe('2024-02-29');
    expect(lastDayOfMonth('2025-02-10')).toBe('2025-02-28');
    expect(lastDayOfMonth('2025-12-01')).toBe('2025-12-31');
  });

  it('calls a measure BEFORE when its whole month ended before the UK day the plan was submitted', () => {
    const submitted = new Date('2025-03-01T00:30:00Z');
    expect(measureImplType('2025-02-01', submitted)).toBe('MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN');
    expect(measureImplType('2025-03-01', submitted)).toBe('MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN');
    // 31 March 23:30 UTC is 1 April in the UK (summer time): March has ended.
    expect(measureImplType('2025-03-01', new Date('2025-03-31T23:30:00Z'))).toBe(
      'MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN',
    );
    expect(measureImplType(null, submitted)).toBe('MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN');
  });
});

describe('the group change check', () => {
  it('refuses any name or number when the undertaking is not disaggregated', () => {
    expect(
      checkGroupChange(SECTION, 'progressUpdate1P3', { otherResponsibleUndertakingCrn: '1' }, false, account),
    ).toEqual([
      {
        sectionName: SECTION,
        message: 'Invalid Progress Update group change data',
        data: [['progressUpdate1P3.groupChange - must be empty when the undertaking is not disaggregated']],
      },
    ]);
    expect(
      checkGroupChange(
        SECTION,
        'progressUpdate1P3',
        { otherResponsibleUndertakingName: ' ' },
        false,
        account,
      ),
    ).toEqual([]);
  });

  it("refuses this account's own name or number, whatever the case and spacing", () => {
    const violations = checkGroupChange(
      SECTION,
      'progressUpdate1P3',
      { otherResponsibleUndertakingName: 'ACME  widgets ltd ', otherResponsibleUndertakingCrn: 'sc 123456' },
      true,
      account,
    );
    expect(violations).toHaveLength(1);
    expect(violations[0]?.data[0]).toHaveLength(2);
    expect(
      checkGroupChange(
        SECTION,
        'progressUpdate1P3',
        { otherResponsibleUndertakingName: 'Acme Holdings' },
        true,
        account,
      ),
    ).toEqual([]);
    // An account without a number never matches one.
    expect(
      checkGroupChange(SECTION, 'progressUpdate1P3', { otherResponsibleUndertakingCrn: 'SC123456' }, true, {
        ...account,
        registrationNumber: null,
      }),
    ).toEqual([]);
  });

  it('saves blank fields as absent, and nothing when both are', () => {
    expect(
      cleanGroupChange({ otherResponsibleUndertakingName: '', otherResponsibleUndertakingCrn: '' }),
    ).toBeUndefined();
    expect(
      cleanGroupChange({ otherResponsibleUndertakingName: 'X', otherResponsibleUndertakingCrn: ' ' }),
    ).toEqual({
      otherResponsibleUndertakingName: 'X',
    });
  });
});
