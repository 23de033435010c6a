import { SummaryList, type SummaryListRow } from '../../../shared/govuk/forms';
import type { CompetentAuthority, TaskPayloadOf } from '../../../shared/workflow';
import { phoneText } from '../../../shared/profile';

type ApplicationPayload = TaskPayloadOf<'ORGANISATION_ACCOUNT_OPENING_APPLICATION_PAYLOAD'>;
export type OrganisationAccount = ApplicationPayload['account'];
export type ParticipantDetails = ApplicationPayload['participantDetails'];

const LOCATIONS: Record<CompetentAuthority, string> = {
  ENGLAND: 'England',
  NORTHERN_IRELAND: 'Northern Ireland',
  SCOTLAND: 'Scotland',
  WALES: 'Wales',
  OPRED: 'Offshore (OPRED)',
};

/** Non-blank lines, one per row of the value; null when there are none, so the row is hidden. */
function lines(values: (string | undefined)[]): React.ReactNode {
  const shown = values.filter((line): line is string => Boolean(line?.trim()));
  if (shown.length === 0) return null;
  return shown.map((line, index) => (
    <span key={index} className="govuk-!-display-block">
      {line}
    </span>
  ));
}

export interface OrganisationSummaryProps {
  account: OrganisationAccount;
  /** When set, name, activity codes and address get 'Change' links to this page. */
  changeHref?: string;
}

/** 'Organisation details' of an account application (task-forms §5). The location cannot be changed. */
export function OrganisationSummary({ account, changeHref }: OrganisationSummaryProps) {
  const change = (what: string) =>
    changeHref ? [{ href: changeHref, text: 'Change', visuallyHiddenText: what }] : [];
  const registered = Boolean(account.registrationNumber);
  const rows: SummaryListRow[] = [
    { key: 'Is the UK organisation registered at Companies House?', value: registered ? 'Yes' : 'No' },
    { key: 'Company registration number', value: account.registrationNumber },
    { key: 'Organisation name', value: account.name, actions: change('organisation name') },
    {
      key: 'Activity codes',
      value: lines([account.type === 'OTHER' ? account.otherTypeName : 'SIC', ...(account.codes ?? [])]),
      actions: change('activity codes'),
    },
    {
      key: 'Address',
      value: lines([account.line1, account.line2]),
      actions: change('address'),
    },
    { key: 'Town or city', value: account.city, actions: change('town or city') },
    { key: 'County', value: account.county, actions: change('county') },
    { key: 'Postcode', value: account.postcode, actions: change('postcode') },
    {
      key: 'Location of registered office or principal place of activity',
      value: LOCATIONS[account.competentAuthority] ?? account.competentAuthority,
    },
  ];
  return <SummaryList rows={rows} />;
}

/** The applicant's 'User details', read-only (task-forms §5); the address is flat, as in the reference. */
export function UserDetailsSummary({ participant }: { participant: ParticipantDetails }) {
  const rows: SummaryListRow[] = [
    { key: 'First name', value: participant.firstName },
    { key: 'Last name', value: participant.lastName },
    { key: 'Job title', value: participant.jobTitle },
    { key: 'Email address', value: participant.email },
    { key: 'Phone number', value: phoneText(participant.phoneNumber) },
    { key: 'Mobile number', value: phoneText(participant.mobileNumber) },
    { key: 'Address', value: lines([participant.line1, participant.line2]) },
    { key: 'Town or city', value: participant.city },
    { key: 'County', value: participant.county },
    { key: 'Postcode', value: participant.postcode },
  ];
  return <SummaryList rows={rows} />;
}
