import { requiredActionPlanConfirmations } from '@esos/reporting-rules';
import { checkMeasure, cleanMeasure } from '../reports/energy-efficiency-measure';
import { applySettledConfirmation, confirmsExactly, withoutNulls } from '../reports/report-confirmation';
import { Findings, isPresent, reportViolation, type ReportViolation } from '../reports/report-violations';
import { actionPlanP3Schema, type ActionPlanP3, type ActionPlanSectionsCompleted } from './payload';

/** What a save carries and the task keeps. */
export interface ActionPlanDraft {
  actionPlanP3: ActionPlanP3;
  actionPlanSectionsCompleted: ActionPlanSectionsCompleted;
}

/** The statements the responsible officer must confirm (written once: ADR 47). */
export const requiredConfirmations = (plan: ActionPlanP3) => requiredActionPlanConfirmations(plan);

/**
 * The plan as stored after a save (ADR 0020): nulls left out; "no measures proposed" drops the list and
 * "some" drops the no-measures context; each measure loses the answers its other answers make
 * irrelevant; the confirmation follows the measures (task-forms §2); a status of a section that is not
 * there goes. Pure and idempotent; takes a draft the draft schema accepted and returns one.
 */
export function cleanUpActionPlan(draft: {
  actionPlanP3?: ActionPlanP3 | null;
  actionPlanSectionsCompleted?: ActionPlanSectionsCompleted | null;
}): ActionPlanDraft {
  const plan = withoutNulls(draft.actionPlanP3 ?? {});
  const statuses = withoutNulls(draft.actionPlanSectionsCompleted ?? {});
  const section = plan.energyEfficiencyMeasure;
  if (section) {
    if (section.haveEnergyEfficiencyMeasures === false) delete section.energyEfficiencyMeasures;
    if (section.haveEnergyEfficiencyMeasures === true) delete section.noMeasureContext;
    if (section.energyEfficiencyMeasures) {
      section.energyEfficiencyMeasures = section.energyEfficiencyMeasures.map(cleanMeasure);
    }
  } else {
    delete statuses.energyEfficiencyMeasure;
  }
  applySettledConfirmation(plan, statuses, plan.responsibleOfficerConfirmation, requiredConfirmations(plan));
  return { actionPlanP3: plan, actionPlanSectionsCompleted: statuses };
}

const ACTION_PLAN_SECTION = 'uk.gov.esos.api.reporting.actionplan.phase3.domain.ActionPlanP3';

/**
 * AP1002's list for a plan about to be submitted: empty when it may be submitted, else one "Invalid
 * section data" entry listing every failure (reporting-inventory §1.2), with the web's stricter rules
 * where the reference's server is looser (§7.4; ADR 0020). Never throws on bad input (§7.5).
 */
export function validateActionPlan(plan: unknown): ReportViolation[] {
  const findings = new Findings([], 'actionPlan');
  if (plan === null || plan === undefined) {
    findings.fail('must not be null');
  } else {
    const parsed = actionPlanP3Schema.safeParse(plan);
    if (parsed.success) {
      findings.format(actionPlanP3Schema, parsed.data);
      checkPlan(findings, withoutNulls(parsed.data));
    } else findings.shape(parsed.error);
  }
  return findings.details.length > 0
    ? [reportViolation(ACTION_PLAN_SECTION, 'Invalid section data', findings.details)]
    : [];
}

function checkPlan(findings: Findings, plan: ActionPlanP3): void {
  const section = plan.energyEfficiencyMeasure;
  if (findings.required('energyEfficiencyMeasure', section)) {
    const at = findings.at('energyEfficiencyMeasure');
    const measures = section.energyEfficiencyMeasures ?? [];
    if (at.required('haveEnergyEfficiencyMeasures', section.haveEnergyEfficiencyMeasures)) {
      if (section.haveEnergyEfficiencyMeasures) {
        at.rule(measures.length > 0, 'Should be have one or more energy efficiency measures');
        at.rule(
          !isPresent(section.noMeasureContext),
          'NoHaveMeasureContext must be null when haveEnergyEfficiencyMeasures is true.',
        );
      } else {
        at.rule(
          measures.length === 0,
          'Energy efficiency measures must be empty when haveEnergyEfficiencyMeasures is false.',
        );
      }
    }
    measures.forEach((measure, index) => checkMeasure(at.at('energyEfficiencyMeasures').at(index), measure));
  }
  findings.rule(
    confirmsExactly(plan.responsibleOfficerConfirmation, requiredConfirmations(plan)),
    'Not valid ResponsibleOfficerConfirmationType.',
  );
}
