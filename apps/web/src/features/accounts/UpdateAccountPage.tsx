import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormErrorSummary, fieldId } from '../../shared/forms';
import { Button, ErrorSummary } from '../../shared/govuk';
import {
  OrganisationDetailsFields,
  organisationDetailsAnswers,
  organisationDetailsDefaults,
  organisationDetailsPayload,
  organisationDetailsSchema,
  type OrganisationDetailsOutput,
  type OrganisationDetailsValues,
} from '../../shared/organisation';
import { useAccount } from './account-loader';
import { useUpdateAccount, type OrganisationAccount, type OrganisationAccountUpdate } from './accounts-api';
import { paths } from '../../shared/routing';
import { withSuccessMessage } from '../../shared/success-message';

const detailsSchema = organisationDetailsSchema();

/** Whether the form asks for something other than what the account holds. */
export function isChanged(account: OrganisationAccount, update: OrganisationAccountUpdate): boolean {
  const current = organisationDetailsPayload(account);
  const keys = new Set([
    ...Object.keys(current),
    ...Object.keys(update),
  ] as (keyof OrganisationAccountUpdate)[]);
  return [...keys].some((key) => JSON.stringify(current[key]) !== JSON.stringify(update[key]));
}

/** Web-screens §2.2 "Update details": the application's details step; sends only a change. */
export function UpdateAccountPage() {
  const account = useAccount();
  const navigate = useNavigate();
  const update = useUpdateAccount(account.id);
  const [failed, setFailed] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm<
    OrganisationDetailsValues,
    unknown,
    OrganisationDetailsOutput
  >({
    resolver: zodResolver(detailsSchema),
    defaultValues: organisationDetailsDefaults(account),
    shouldFocusError: false,
  });
  const errors = formState.errors;
  const back = paths.account.home(account.id);

  const onSubmit = handleSubmit((values) => {
    const body = organisationDetailsPayload(organisationDetailsAnswers(values));
    if (!isChanged(account, body)) {
      void navigate(back);
      return;
    }
    update.mutate(body, {
      onSuccess: () => void navigate(back, withSuccessMessage('The organisation details have been updated')),
      onError: (error) => {
        const code = (error as { error?: { code?: string } }).error?.code;
        setFailed(
          code === 'ACCOUNT1009'
            ? 'The organisation details can only be changed while the account is live'
            : 'The organisation details could not be saved. Try again.',
        );
      },
    });
  });

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {failed ? <ErrorSummary errors={[{ href: `#${fieldId('name')}`, text: failed }]} /> : null}
        <FormErrorSummary errors={errors} submitCount={formState.submitCount} />
        <span className="govuk-caption-l">{account.name}</span>
        <h1 className="govuk-heading-l">Update the organisation details</h1>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <OrganisationDetailsFields
            control={control}
            register={register}
            errors={errors}
            typeUnchosen={false}
          />
          <div className="govuk-button-group">
            <Button type="submit" pending>
              Confirm and continue
            </Button>
            <Link className="govuk-link" to={back}>
              Cancel
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}
