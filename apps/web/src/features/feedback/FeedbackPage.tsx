import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorSummary, fieldId, useLeaveWarning } from '../../shared/forms';
import { Button, Panel } from '../../shared/govuk';
import { CharacterCount, Radios } from '../../shared/govuk/forms';
import {
  EMPTY_FEEDBACK,
  FEEDBACK_TEXT_MAX,
  NOT_APPLICABLE,
  QUESTIONS,
  RATINGS,
  feedbackFormSchema,
  toPayload,
  type FeedbackFormValues,
  type FeedbackQuestion,
} from './feedback-form';
import { useSendFeedback } from './send-feedback';

type Output = z.output<typeof feedbackFormSchema>;

function Question({
  question,
  control,
  register,
  errors,
}: {
  question: FeedbackQuestion;
  control: Control<FeedbackFormValues, unknown, Output>;
  register: UseFormRegister<FeedbackFormValues>;
  errors: Partial<Record<string, { message?: string }>>;
}) {
  const reasonName = `${question.name}Reason` as const;
  // The reason starts disabled and is enabled once a rating is chosen (spec §4).
  const rating = useWatch({ control, name: question.name });
  const items = question.notApplicable ? [...RATINGS, NOT_APPLICABLE] : [...RATINGS];
  return (
    <>
      <Controller
        control={control}
        name={question.name}
        render={({ field, fieldState }) => (
          <Radios
            name={field.name}
            idPrefix={fieldId(field.name)}
            legend={{ text: question.question, size: 'm' }}
            errorMessage={fieldState.error?.message}
            items={items.map((item) => ({ value: item.value, text: item.text }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <CharacterCount
        id={fieldId(reasonName)}
        label="Tell us why you gave this rating (optional)"
        maxLength={FEEDBACK_TEXT_MAX}
        errorMessage={errors[reasonName]?.message}
        {...register(reasonName, { disabled: rating === null })}
      />
    </>
  );
}

export function FeedbackPage() {
  const send = useSendFeedback();
  const { control, register, handleSubmit, formState } = useForm<FeedbackFormValues, unknown, Output>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: EMPTY_FEEDBACK,
    // The error summary takes focus, not the first field.
    shouldFocusError: false,
  });
  const sent = send.isSuccess;
  useLeaveWarning(formState.isDirty && !sent && !send.isPending);

  if (sent) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <Panel title="Feedback sent">Thank you for your feedback</Panel>
        </div>
      </div>
    );
  }

  const onSubmit = handleSubmit((values) => send.mutate(toPayload(values)));

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        <h1 className="govuk-heading-l">Give feedback on Manage your ESOS reporting</h1>
        <p className="govuk-body">
          Your answers help us improve the service. Answer each rating question; the other questions are
          optional.
        </p>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          {QUESTIONS.map((question) => (
            <Question
              key={question.name}
              question={question}
              control={control}
              register={register}
              errors={formState.errors}
            />
          ))}
          <CharacterCount
            id={fieldId('improvementSuggestion')}
            label={<span className="govuk-label--m">How could we improve this service? (optional)</span>}
            maxLength={FEEDBACK_TEXT_MAX}
            errorMessage={formState.errors.improvementSuggestion?.message}
            {...register('improvementSuggestion')}
          />
          {send.isError ? (
            <p className="govuk-body" role="alert">
              Your feedback could not be sent. Try again.
            </p>
          ) : null}
          <Button type="submit" disabled={send.isPending}>
            Send feedback
          </Button>
        </form>
      </div>
    </div>
  );
}
