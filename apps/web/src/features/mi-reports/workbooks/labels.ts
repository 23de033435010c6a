/**
 * Option texts the MI workbooks print instead of codes (task-forms §2, §3) that are not in shared/:
 * the action plan's statements live in its own feature, which this one may not import.
 */

export const ACTION_PLAN_STATEMENTS = {
  ESOS_ASSESSMENT_NOTIFICATION:
    'the action plan has been produced following a notification of compliance for an ESOS assessment and ' +
    'includes the content required by regulation 34A of the ESOS regulations',
  ESTIMATION_METHOD_DESCRIPTION:
    'where an estimate of the total energy saving reasonably expected to be achieved by implementing any ' +
    'measure is not based on an ESOS assessment (energy audit or alternative compliance method), a ' +
    'description of the estimation method and reasons for using it are recorded in the evidence pack',
} as const;

export type EstimationMethod = 'ENERGY_AUDIT' | 'ACTION_PLAN_ESTIMATE' | 'OTHER_METHOD' | 'NO_METHOD_USED';

/** How a progress update's reduction was estimated. */
export const ESTIMATION_METHODS: readonly { value: EstimationMethod; text: string }[] = [
  { value: 'ENERGY_AUDIT', text: 'an energy audit' },
  { value: 'ACTION_PLAN_ESTIMATE', text: 'an estimate in the action plan' },
  { value: 'OTHER_METHOD', text: 'some other reasonable estimation method' },
  { value: 'NO_METHOD_USED', text: 'no estimation method used' },
];
