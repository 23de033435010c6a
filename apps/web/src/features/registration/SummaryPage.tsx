import { Navigate, useNavigate } from 'react-router';
import { reloadUser, reloadUserState, useSession } from '../../shared/auth';
import { Button } from '../../shared/govuk';
import { SummaryList } from '../../shared/govuk/forms';
import { phoneText, profileFormSchema, toProfilePayload } from '../../shared/profile';
import { useRegister } from './registration-api';
import { invitationToken, registrationDetails } from './registration-store';
import { errorCode } from '../../shared/api';
import { paths } from '../../shared/routing';

const CHANGE = paths.registration.contactDetails;

/** 'Check your answers' (web-screens §4.1): registers, accepting the invitation too when there is one. */
export function SummaryPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const registerUser = useRegister();
  const details = registrationDetails.get();
  const parsed = details ? profileFormSchema.safeParse(details) : null;
  if (!parsed?.success) return <Navigate to={CHANGE} replace />;
  const profile = toProfilePayload(parsed.data);
  const change = (visuallyHiddenText: string) => [{ href: CHANGE, text: 'Change', visuallyHiddenText }];

  const submit = () => {
    const token = invitationToken.get();
    registerUser.mutate(
      { profile, token },
      {
        onSuccess: async ({ accountName }) => {
          invitationToken.set(null);
          registrationDetails.set(null);
          await Promise.all([reloadUser(), reloadUserState()]);
          void navigate(paths.registration.success, { state: { accountName: accountName ?? null } });
        },
        onError: (error) => {
          const code = errorCode(error);
          if (code && ['EMAIL1001', 'TOKEN1001', 'TOKEN1002'].includes(code)) {
            invitationToken.set(null);
            void navigate(paths.registration.invalidLink(code));
          } else if (code === 'USER1001') {
            void navigate('/');
          }
        },
      },
    );
  };

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Check your answers</h1>
        <SummaryList
          rows={[
            { key: 'First name', value: profile.firstName, actions: change('first name') },
            { key: 'Last name', value: profile.lastName, actions: change('last name') },
            { key: 'Job title', value: profile.jobTitle ?? '', actions: change('job title') },
            { key: 'Email address', value: user?.email ?? '' },
            {
              key: 'Address',
              value: (
                <>
                  {[
                    profile.address.line1,
                    profile.address.line2,
                    profile.address.city,
                    profile.address.county,
                    profile.address.postcode,
                  ]
                    .filter(Boolean)
                    .map((line) => (
                      <span key={line} className="govuk-!-display-block">
                        {line}
                      </span>
                    ))}
                </>
              ),
              actions: change('address'),
            },
            {
              key: 'Phone number 1',
              value: phoneText(profile.phoneNumber),
              actions: change('phone number 1'),
            },
            {
              key: 'Phone number 2',
              value: phoneText(profile.mobileNumber),
              actions: change('phone number 2'),
            },
          ]}
        />
        {registerUser.isError &&
        !['EMAIL1001', 'TOKEN1001', 'TOKEN1002'].includes(errorCode(registerUser.error) ?? '') ? (
          <p className="govuk-body" role="alert">
            Your details could not be saved. Try again.
          </p>
        ) : null}
        <Button type="button" pending onClick={submit}>
          Confirm and complete
        </Button>
      </div>
    </div>
  );
}
