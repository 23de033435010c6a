import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormErrorSummary, RadiosField, fieldId, useFormErrorTitle } from '../../../shared/forms';
import { Button, ErrorSummary } from '../../../shared/govuk';
import { CharacterCount } from '../../../shared/govuk/forms';
import {
  DECISION_REASON_MAX,
  EMPTY_DECISION,
  decisionFormSchema,
  type DecisionFormValues,
  type DecisionPayload,
} from './decision-form';

export interface DecisionFormProps {
  onSubmit: (decision: DecisionPayload) => void;
  /** A refusal from the server, shown in the error summary. */
  serverError?: string | null;
}

/** 'Approve or reject this account application' with the reason of the chosen answer (task-forms §5). */
export function DecisionForm({ onSubmit, serverError }: DecisionFormProps) {
  const { control, register, handleSubmit, formState } = useForm<
    DecisionFormValues,
    unknown,
    DecisionPayload
  >({
    resolver: zodResolver(decisionFormSchema),
    defaultValues: EMPTY_DECISION,
    shouldFocusError: false,
  });
  useFormErrorTitle(Boolean(serverError));
  const submit = handleSubmit(onSubmit);

  return (
    <>
      {serverError ? (
        <ErrorSummary errors={[{ href: `#${fieldId('decision')}`, text: serverError }]} />
      ) : null}
      <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <RadiosField
          control={control}
          name="decision"
          legend={{ text: 'Approve or reject this account application', size: 'm' }}
          hint="Use your judgement to make minor changes within the details if needed."
          items={[
            {
              value: 'APPROVED',
              text: 'Approve',
              conditional: (
                <CharacterCount
                  id={fieldId('approveReason')}
                  label="Reason for acceptance"
                  maxLength={DECISION_REASON_MAX}
                  errorMessage={formState.errors.approveReason?.message}
                  {...register('approveReason')}
                />
              ),
            },
            {
              value: 'REJECTED',
              text: 'Reject',
              conditional: (
                <CharacterCount
                  id={fieldId('rejectReason')}
                  label="Reason for rejection"
                  maxLength={DECISION_REASON_MAX}
                  errorMessage={formState.errors.rejectReason?.message}
                  {...register('rejectReason')}
                />
              ),
            },
          ]}
        />
        <Button type="submit" pending>
          Submit
        </Button>
      </form>
    </>
  );
}
