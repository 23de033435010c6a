import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asksForEnergyAudits,
  determineCategory,
  forbidsSecondOfficer,
  isSectionShown,
  needsSecondOfficer,
  nocSectionKeys,
  qualifyingCategories,
  reportingObligationCategories,
  sectionRequirements,
  visibleSections,
} from '../src';
import { nocAnswers, obligation } from './arbitraries';

describe('the notification rules hold for any answers', () => {
  it('decide a category exactly when the answers say enough, and NOT_QUALIFY exactly when the organisation does not qualify', () => {
    fc.assert(
      fc.property(obligation, (answers) => {
        const category = determineCategory(answers);
        if (category !== undefined) expect(reportingObligationCategories).toContain(category);
        expect(category === 'NOT_QUALIFY').toBe(answers.qualificationType === 'NOT_QUALIFY');
        if (answers.qualificationType !== 'QUALIFY' && answers.qualificationType !== 'NOT_QUALIFY') {
          expect(category).toBeUndefined();
        }
      }),
    );
  });

  it('require every section or none: no category, no requirements; the reporting obligation always', () => {
    fc.assert(
      fc.property(obligation, (answers) => {
        const requirements = sectionRequirements(answers);
        expect(requirements === undefined).toBe(determineCategory(answers) === undefined);
        if (requirements) {
          expect(Object.keys(requirements)).toEqual([...nocSectionKeys]);
          expect(requirements.reportingObligation).toBe('MANDATORY');
        }
        expect(visibleSections(answers)[0]).toBe('reportingObligation');
      }),
    );
  });

  it('leave a section UNDECIDED only in category E without a distribution', () => {
    fc.assert(
      fc.property(obligation, (answers) => {
        const undecided = Object.values(sectionRequirements(answers) ?? {}).includes('UNDECIDED');
        const waiting =
          determineCategory(answers) === 'LESS_THAN_40000_KWH_PER_YEAR' &&
          !answers.reportingObligationDetails?.complianceRouteDistribution;
        expect(undecided).toBe(waiting);
      }),
    );
  });

  it('show only what is visible, in task-list order, and never more in a phase with fewer sections', () => {
    fc.assert(
      fc.property(obligation, fc.subarray([...nocSectionKeys]), (answers, phaseSections) => {
        const visible = visibleSections(answers);
        const shown = nocSectionKeys.filter((key) => isSectionShown(key, answers));
        expect(shown.every((key) => visible.includes(key))).toBe(true);
        expect(visible).toEqual(nocSectionKeys.filter((key) => visible.includes(key)));
        const inPhase = visibleSections(answers, phaseSections);
        expect(inPhase.every((key) => visible.includes(key))).toBe(true);
        for (const key of nocSectionKeys) {
          if (!phaseSections.includes(key) && sectionRequirements(answers, phaseSections)) {
            expect(sectionRequirements(answers, phaseSections)?.[key]).toBe('ABSENT');
          }
        }
      }),
    );
  });

  it('give a zero-energy notification no section another qualifying category lacks', () => {
    const zeroEnergy = visibleSections({
      qualificationType: 'QUALIFY',
      reportingObligationDetails: { energyResponsibilityType: 'NOT_RESPONSIBLE' },
    });
    fc.assert(
      fc.property(obligation, (answers) => {
        const category = determineCategory(answers);
        if (category === undefined || category === 'NOT_QUALIFY') return;
        expect(qualifyingCategories).toContain(category);
        const visible = visibleSections(answers);
        expect(zeroEnergy.every((key) => visible.includes(key))).toBe(true);
      }),
    );
  });

  it('ask for energy audits exactly when the energy savings opportunities section is required', () => {
    fc.assert(
      fc.property(nocAnswers, (noc) => {
        const category = determineCategory(noc.reportingObligation);
        if (!category) return;
        const required = sectionRequirements(noc.reportingObligation)?.energySavingsOpportunities;
        expect(asksForEnergyAudits(category, noc)).toBe(required === 'MANDATORY');
      }),
    );
  });

  it('never both need and rule out a second responsible officer, and need one only where confirmations are asked', () => {
    fc.assert(
      fc.property(nocAnswers, fc.constantFrom(...reportingObligationCategories), (noc, category) => {
        const needs = needsSecondOfficer(category, noc);
        expect(needs && forbidsSecondOfficer(category, noc)).toBe(false);
        if (needs) expect(category).not.toBe('NOT_QUALIFY');
      }),
    );
  });
});
