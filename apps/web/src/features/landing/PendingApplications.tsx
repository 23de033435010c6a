import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api';
import { queryClient } from '../../shared/api/query-client';
import { SummaryList } from '../../shared/govuk/SummaryList';
import { Tag } from '../../shared/govuk/Tag';
import { REGULATOR_NAMES } from '../../shared/reports/labels';
import { formatDateTime } from '../../shared/workflow/date-time';

export const pendingApplicationsQueryKey = ['account-applications', 'pending'] as const;

async function pendingApplications() {
  return (await unwrap(api.GET('/v1.0/organisation/account-applications/pending'))).applications;
}

/**
 * The applicant's applications a regulator has not decided yet (issue 20): without them the landing page
 * offered to apply again as if nothing had been sent.
 */
function PendingApplicationsList() {
  const query = useQuery({
    queryKey: pendingApplicationsQueryKey,
    queryFn: pendingApplications,
    staleTime: 0,
  });
  const applications = query.data ?? [];
  if (applications.length === 0) return null;
  return (
    <section aria-labelledby="pending-applications-heading">
      <h2 className="govuk-heading-m" id="pending-applications-heading">
        {applications.length === 1
          ? 'Your application is waiting for review'
          : 'Your applications are waiting for review'}
      </h2>
      <p className="govuk-body">
        The regulator will review what you sent and email you when they have decided. You do not need to apply
        again.
      </p>
      {applications.map((application) => (
        <SummaryList
          key={application.requestId}
          card={{ title: application.accountName, headingLevel: 3 }}
          rows={[
            { key: 'Status', value: <Tag colour="blue">Awaiting review</Tag> },
            {
              key: 'Company registration number',
              value: application.registrationNumber ?? 'Not provided',
            },
            { key: 'Regulator', value: REGULATOR_NAMES[application.competentAuthority] },
            { key: 'Sent', value: formatDateTime(application.submissionDate) },
            { key: 'Reference', value: application.requestId },
          ]}
        />
      ))}
    </section>
  );
}

/** The landing page is outside the data layout (its provider loads with the signed-in pages): bring the app's cache. */
export function PendingApplications() {
  return (
    <QueryClientProvider client={queryClient}>
      <PendingApplicationsList />
    </QueryClientProvider>
  );
}
