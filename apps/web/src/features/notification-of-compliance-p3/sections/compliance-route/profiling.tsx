import { choicePage } from '../shared/yes-no';
import { OPTIONAL_QUESTION_LABELS, type ComplianceRouteAnswers as Answers } from './estimates';

type Profiling = NonNullable<Answers['energyConsumptionProfilingUsed']>;
type OptionalQuestion = keyof typeof OPTIONAL_QUESTION_LABELS;
const SELECT_AN_OPTION = 'Select an option';

/** Energy consumption profiling, and whether its methods (or why it was not used) are recorded: full route only. */
export function profilingPages(fullRoute: (answers: Answers) => boolean) {
  const profiling = choicePage<Answers, Profiling>({
    path: 'energy-consumption-profiling',
    title:
      'Did this organisation use energy consumption profiling for the purpose of analysing its energy consumption for all ESOS energy audits?',
    message: SELECT_AN_OPTION,
    when: fullRoute,
    labels: { YES: 'Yes', NO: 'No', NOT_APPLICABLE: 'Not applicable' },
    reveals: {
      NOT_APPLICABLE: (
        <p className="govuk-body">
          All significant energy consumption is covered by ISO 50001 certification, Display Energy
          Certificates or Green Deal Assessments.
        </p>
      ),
    },
    get: (answers) => answers.energyConsumptionProfilingUsed,
    // Only one of the two follow-up answers applies.
    set: (
      {
        areEnergyConsumptionProfilingMethodsRecorded,
        isEnergyConsumptionProfilingNotUsedRecorded,
        ...answers
      },
      value,
    ) =>
      value === 'YES'
        ? { ...answers, energyConsumptionProfilingUsed: value, areEnergyConsumptionProfilingMethodsRecorded }
        : { ...answers, energyConsumptionProfilingUsed: value, isEnergyConsumptionProfilingNotUsedRecorded },
    summaryKey: 'Energy consumption profiling used for all ESOS energy audits',
    change: 'whether energy consumption profiling was used',
  });

  const methodsRecorded = choicePage<Answers, OptionalQuestion>({
    path: 'energy-consumption-profiling-methods-recorded',
    title: 'Are the methods used for energy consumption profiling recorded in the evidence pack?',
    message: SELECT_AN_OPTION,
    when: (answers) => fullRoute(answers) && answers.energyConsumptionProfilingUsed === 'YES',
    labels: OPTIONAL_QUESTION_LABELS,
    get: (answers) => answers.areEnergyConsumptionProfilingMethodsRecorded,
    set: (answers, value) => ({ ...answers, areEnergyConsumptionProfilingMethodsRecorded: value }),
    summaryKey: 'Profiling methods recorded in the evidence pack',
    change: 'whether the profiling methods are recorded',
  });

  const notUsedRecorded = choicePage<Answers, OptionalQuestion>({
    path: 'energy-consumption-profiling-not-used-recorded',
    title:
      'Does the evidence pack record the extent to which, and the reasons why, energy consumption profiling was not used in the energy audit and the details of the alternative method of analysis used?',
    message: SELECT_AN_OPTION,
    when: (answers) =>
      fullRoute(answers) &&
      (answers.energyConsumptionProfilingUsed === 'NO' ||
        answers.energyConsumptionProfilingUsed === 'NOT_APPLICABLE'),
    labels: {
      YES: 'I confirm that these are all recorded in our ESOS evidence pack',
      NO: 'I confirm that these are not recorded in our ESOS evidence pack and I recognise that this is not in compliance with the obligations of ESOS',
      SKIP_QUESTION: 'Skip question',
    },
    get: (answers) => answers.isEnergyConsumptionProfilingNotUsedRecorded,
    set: (answers, value) => ({ ...answers, isEnergyConsumptionProfilingNotUsedRecorded: value }),
    summaryKey: 'Why profiling was not used recorded in the evidence pack',
    change: 'whether the evidence pack records why profiling was not used',
  });

  return [profiling, methodsRecorded, notUsedRecorded];
}
