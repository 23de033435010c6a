import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/auth';
import { FormErrorSummary } from '../../shared/forms';
import { Button } from '../../shared/govuk';
import {
  ProfileFields,
  profileDefaults,
  profileFormSchema,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '../../shared/profile';
import { registrationDetails } from './registration-store';
import { paths } from '../../shared/routing';

/** 'Enter your details' (web-screens §4.1): names pre-filled from the user, email read-only. */
export function ContactDetailsPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { control, register, handleSubmit, formState, getValues } = useForm<
    ProfileFormInput,
    unknown,
    ProfileFormOutput
  >({
    resolver: zodResolver(profileFormSchema),
    defaultValues:
      registrationDetails.get() ?? profileDefaults({ firstName: user?.firstName, lastName: user?.lastName }),
    shouldFocusError: false,
  });
  const onSubmit = handleSubmit(() => {
    // What was typed, so the summary's Change links come back to the same answers.
    registrationDetails.set(getValues());
    void navigate(paths.registration.summary);
  });
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        <h1 className="govuk-heading-l">Enter your details</h1>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <ProfileFields
            control={control}
            register={register}
            errors={formState.errors}
            email={user?.email}
          />
          <Button type="submit">Continue</Button>
        </form>
      </div>
    </div>
  );
}
