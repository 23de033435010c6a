import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { FormErrorSummary, RadiosField } from '../../../shared/forms';
import { Button } from '../../../shared/govuk';
import {
  COMPETENT_AUTHORITIES,
  LOCATION_LABELS,
  applicationStore,
  missingStep,
  useApplication,
} from './application-store';
import { locationSchema, type LocationOutput, type LocationValues } from './forms';
import { useStepNavigation } from './use-step-navigation';

/** Step 3 (web-screens §2.6): where the registered office is, which decides the regulator. */
export function LocationPage() {
  const application = useApplication();
  const missing = missingStep(application);
  if (missing && missing !== '/accounts/new/location') return <Navigate to={missing} replace />;
  // England unless the user chose otherwise.
  return <LocationForm defaults={{ competentAuthority: application?.competentAuthority ?? 'ENGLAND' }} />;
}

function LocationForm({ defaults }: { defaults: LocationValues }) {
  const { control, handleSubmit, formState } = useForm<LocationValues, unknown, LocationOutput>({
    resolver: zodResolver(locationSchema),
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const go = useStepNavigation(formState.isDirty);
  const onSubmit = handleSubmit((values) => {
    applicationStore.update({ competentAuthority: values.competentAuthority });
    go('/accounts/new/summary');
  });

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        <span className="govuk-caption-l">Apply for an organisation account</span>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <RadiosField
            control={control}
            name="competentAuthority"
            legend={{ text: 'Where is your registered office located?', size: 'l', isPageHeading: true }}
            hint="If the organisation has no registered office in the UK, choose where its principal place of activity is. This decides which regulator reviews your application."
            items={COMPETENT_AUTHORITIES.map((code) => ({ value: code, text: LOCATION_LABELS[code] }))}
          />
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
