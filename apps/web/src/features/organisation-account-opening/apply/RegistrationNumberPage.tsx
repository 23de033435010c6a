import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormErrorSummary, RadiosField, fieldId } from '../../../shared/forms';
import { Button } from '../../../shared/govuk';
import { TextInput } from '../../../shared/govuk/forms';
import { isRegistrationNumberInUse, lookUpCompany, verifiedRegistrationNumber } from './application-api';
import { applicationStore, type Application } from './application-store';
import {
  registrationNumberSchema,
  type RegistrationNumberOutput,
  type RegistrationNumberValues,
} from './forms';
import { MESSAGES, companiesHouseMessage } from './messages';
import { useStepNavigation } from './use-step-navigation';
import { errorCode } from '../../../shared/api';

/** Step 1 (web-screens §2.6): is the organisation registered at Companies House, and its number. */
export function RegistrationNumberPage() {
  const stored = applicationStore.get();
  // A regulator may have registered a verified number for this user's e-mail: it pre-fills the answer.
  const verified = useQuery({
    queryKey: ['account-opening', 'verified-registration-number'],
    queryFn: verifiedRegistrationNumber,
    enabled: stored === null,
    staleTime: 0,
  });
  if (stored === null && verified.isPending) return null;
  const verifiedCrn = verified.data ?? null;
  const defaults: RegistrationNumberValues = stored
    ? { registered: stored.registered, registrationNumber: stored.registrationNumber }
    : verifiedCrn
      ? { registered: 'YES', registrationNumber: verifiedCrn }
      : { registered: null, registrationNumber: '' };
  return <RegistrationNumberForm defaults={defaults} />;
}

/** Copies what Companies House holds into the details, unless they were already filled from this number. */
function prefill(
  crn: string,
  current: Application | null,
  profile: Awaited<ReturnType<typeof lookUpCompany>>,
) {
  if (current?.prefilledFrom === crn) return {};
  const codes = profile.sicCodes.slice(0, 4);
  return {
    prefilledFrom: crn,
    name: profile.name,
    line1: profile.address.line1,
    line2: profile.address.line2 ?? '',
    city: profile.address.city,
    county: profile.address.county ?? '',
    postcode: profile.address.postcode,
    type: 'SIC' as const,
    otherTypeName: '',
    codes: codes.length > 0 ? codes : [''],
    detailsDone: false,
  };
}

function RegistrationNumberForm({ defaults }: { defaults: RegistrationNumberValues }) {
  const [checking, setChecking] = useState(false);
  const { control, register, handleSubmit, formState, setError } = useForm<
    RegistrationNumberValues,
    unknown,
    RegistrationNumberOutput
  >({
    resolver: zodResolver(registrationNumberSchema),
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const go = useStepNavigation(formState.isDirty);

  const goOn = (patch: Partial<Application>) => {
    applicationStore.update(patch);
    go('/accounts/new/details');
  };

  const onSubmit = handleSubmit(async (values) => {
    if (values.registered === 'NO') {
      goOn({ registered: 'NO', registrationNumber: '' });
      return;
    }
    const crn = (values.registrationNumber ?? '').toUpperCase();
    const fail = (message: string) => setError('registrationNumber', { type: 'server', message });
    setChecking(true);
    try {
      if (await isRegistrationNumberInUse(crn)) {
        fail(MESSAGES.registrationNumberInUse);
        return;
      }
      const profile = await lookUpCompany(crn);
      goOn({ registered: 'YES', registrationNumber: crn, ...prefill(crn, applicationStore.get(), profile) });
    } catch (error) {
      fail(companiesHouseMessage(errorCode(error)));
    } finally {
      setChecking(false);
    }
  });

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        <span className="govuk-caption-l">Apply for an organisation account</span>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <RadiosField
            control={control}
            name="registered"
            legend={{
              text: 'Is the UK organisation registered at Companies House?',
              size: 'l',
              isPageHeading: true,
            }}
            hint="Companies House registers limited companies and limited liability partnerships in the UK."
            items={[
              {
                value: 'YES',
                text: 'Yes',
                conditional: (
                  <TextInput
                    id={fieldId('registrationNumber')}
                    label="Company Registration Number"
                    hint={
                      <>
                        This is 8 characters long, for example 01234567, SC123456 or OC123456. If your Company
                        Registration Number has fewer than 8 numbers, add zeroes at the start.
                      </>
                    }
                    className="govuk-input--width-10"
                    spellCheck={false}
                    autoComplete="off"
                    errorMessage={formState.errors.registrationNumber?.message}
                    {...register('registrationNumber')}
                  />
                ),
              },
              {
                value: 'NO',
                text: 'No, the organisation is not registered and does not have a Company Registration Number',
              },
            ]}
          />
          <div className="govuk-button-group">
            <Button type="submit" disabled={checking}>
              Continue
            </Button>
            <Link className="govuk-link" to="/accounts/new/cancel">
              Cancel
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}
