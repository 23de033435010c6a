import { officerStatementsPage, type Statement } from '../../../../shared/reports';
import type { NocSection } from '../../noc/model';

/** Responsible officer confirmation (task-forms §1.4; status key confirmations). */
export type ConfirmationsAnswers = NocSection<'confirmations'>;
type StatementValue = NonNullable<ConfirmationsAnswers['responsibilityAssessmentTypes']>[number];
type StatementList =
  | 'responsibilityAssessmentTypes'
  | 'noEnergyResponsibilityAssessmentTypes'
  | 'secondResponsibleOfficerEnergyTypes';

/** The four statements (spec §5): an organisation without energy responsibility is in scope 'but …'. */
export function statementsFor(zeroEnergy: boolean): Statement<StatementValue>[] {
  return [
    {
      value: 'SATISFIED_WITH_ORGANISATION_WITHIN_SCOPE_OF_THE_SCHEME',
      text: `the organisation is within scope of the scheme${zeroEnergy ? ' but does not have any energy responsibility' : ''}`,
    },
    {
      value: 'SATISFIED_WITH_ORGANISATION_COMPLIANT_WITH_SCOPE_OF_THE_SCHEME',
      text: 'the organisation is compliant with the scheme',
    },
    {
      value: 'SATISFIED_WITH_INFORMATION_PROVIDED_UNLESS_THERE_IS_A_DECLARED_REASON',
      text: 'the relevant sections of the ESOS report have been shared with all undertakings in the corporate group, unless there is a declared reason why this is prohibited by law',
    },
    {
      value: 'SATISFIED_WITH_INFORMATION_PROVIDED',
      text: 'the information provided in this notification of compliance is correct',
    },
  ];
}

function Intro({ second }: { second: boolean }) {
  return (
    <>
      <p className="govuk-body">
        {second ? 'The second responsible officer' : 'The responsible officer'} is:
      </p>
      <ul className="govuk-list govuk-list--bullet">
        <li>a director who has been nominated for the purpose of ensuring ESOS compliance</li>
        <li>an individual who has management control, in the absence of a director</li>
      </ul>
      <p className="govuk-body">
        You must confirm that all of these statements are true before you can submit your notification of
        compliance.
      </p>
    </>
  );
}

interface StatementsPageOptions {
  path: string;
  list: StatementList;
  second: boolean;
  zeroEnergy: boolean;
  when: (answers: ConfirmationsAnswers) => boolean;
}

/** 'Responsible officer review' or 'Second responsible officer review': all four statements ticked. */
export function statementsPage({ path, list, second, zeroEnergy, when }: StatementsPageOptions) {
  const statements = statementsFor(zeroEnergy);
  return officerStatementsPage<ConfirmationsAnswers, StatementValue>({
    path,
    title: second ? 'Second responsible officer review' : 'Responsible officer review',
    message: 'Select all declaration notes',
    when,
    statements,
    required: statements.map((statement) => statement.value),
    ticked: (answers) => answers[list] ?? [],
    setTicked: (answers, ticked) => ({ ...answers, [list]: ticked }),
    legend: `I confirm that ${second ? 'a second' : 'the'} responsible officer has reviewed the recommendations of the ESOS assessment and is satisfied that, to the best of their knowledge, the following statements are true:`,
    intro: <Intro second={second} />,
    summaryKey: second ? 'Second responsible officer’s statements' : 'Responsible officer’s statements',
    change: second ? 'the second responsible officer’s statements' : 'the responsible officer’s statements',
  });
}
