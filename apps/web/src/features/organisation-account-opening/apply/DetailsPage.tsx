import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { FormErrorSummary } from '../../../shared/forms';
import { Button } from '../../../shared/govuk';
import {
  OrganisationDetailsFields,
  organisationDetailsAnswers,
  organisationDetailsDefaults,
  organisationDetailsSchema,
  type OrganisationDetailsOutput,
  type OrganisationDetailsValues,
} from '../../../shared/organisation';
import { applicationStore, useApplication } from './application-store';
import { useStepNavigation } from './use-step-navigation';

const detailsSchema = organisationDetailsSchema();

/** Step 2 (web-screens §2.6): name, activity codes and registered address, pre-filled from Companies House. */
export function DetailsPage() {
  const application = useApplication();
  if (!application?.registered) return <Navigate to="/accounts/new" replace />;
  return <DetailsForm defaults={organisationDetailsDefaults(application)} />;
}

function DetailsForm({ defaults }: { defaults: OrganisationDetailsValues }) {
  const { control, register, handleSubmit, formState } = useForm<
    OrganisationDetailsValues,
    unknown,
    OrganisationDetailsOutput
  >({
    resolver: zodResolver(detailsSchema),
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const go = useStepNavigation(formState.isDirty);
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) => {
    // What was typed (trimmed), so the summary and its Change links show the same answers.
    applicationStore.update({ ...organisationDetailsAnswers(values), detailsDone: true });
    go(applicationStore.get()?.competentAuthority ? '/accounts/new/summary' : '/accounts/new/location');
  });

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <FormErrorSummary errors={errors} submitCount={formState.submitCount} />
        <span className="govuk-caption-l">Apply for an organisation account</span>
        <h1 className="govuk-heading-l">Enter the organisation details</h1>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <OrganisationDetailsFields control={control} register={register} errors={errors} />
          <div className="govuk-button-group">
            <Button type="submit">Continue</Button>
            <Link className="govuk-link" to="/accounts/new/cancel">
              Cancel
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}
