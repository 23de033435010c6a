import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/auth';
import { FormErrorSummary, fieldId } from '../../shared/forms';
import { Button } from '../../shared/govuk';
import { Checkboxes } from '../../shared/govuk/forms';
import { paths } from '../../shared/routing';
import { useAcceptTerms } from './accept-terms';
import { termsFormSchema, termsParagraphs, type TermsForm } from './terms-form';

const ACCEPTED = 'accepted';

export function TermsPage() {
  const { terms } = useSession();
  const navigate = useNavigate();
  const accept = useAcceptTerms();
  const { control, handleSubmit, formState } = useForm<TermsForm>({
    resolver: zodResolver(termsFormSchema),
    defaultValues: { accepted: false },
    // The error summary takes focus, not the field.
    shouldFocusError: false,
  });

  if (!terms) return null;
  const version = terms.version;

  const onSubmit = handleSubmit(() => {
    accept.mutate(version, { onSuccess: () => void navigate(paths.landing) });
  });

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        <h1 className="govuk-heading-l">Terms and conditions</h1>
        {termsParagraphs(terms.text).map((paragraph, index) => (
          <p key={index} className="govuk-body">
            {paragraph}
          </p>
        ))}
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Controller
            control={control}
            name="accepted"
            render={({ field, fieldState }) => (
              <Checkboxes
                name={field.name}
                idPrefix={fieldId(field.name)}
                errorMessage={fieldState.error?.message}
                items={[
                  { value: ACCEPTED, text: 'I have read, understood and accept the terms and conditions' },
                ]}
                value={field.value ? [ACCEPTED] : []}
                onChange={(values) => field.onChange(values.includes(ACCEPTED))}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          {accept.isError ? (
            <p className="govuk-body" role="alert">
              Your acceptance could not be saved. Try again.
            </p>
          ) : null}
          <Button type="submit" disabled={accept.isPending}>
            Accept and continue
          </Button>
        </form>
      </div>
    </div>
  );
}
