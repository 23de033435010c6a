import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorCode } from '../../shared/api';
import { FormErrorSummary, fieldId, useFormErrorTitle } from '../../shared/forms';
import { Button, ErrorSummary, WarningText } from '../../shared/govuk';
import { CharacterCount, SummaryList } from '../../shared/govuk/forms';
import { paths } from '../../shared/routing';
import type { TaskContentProps } from '../../shared/workflow';
import { useTaskAction } from '../../shared/workflow/task';
import { CLOSURE_PAGES } from './segments';
import {
  CLOSURE_REASON_MAX,
  closureErrorMessage,
  closureFormSchema,
  closureReason,
  type ClosureFormOutput,
  type ClosureFormValues,
} from './closure-form';

/** 'Notes page (opens in new tab)': the account's Notes tab, in a new tab so the form keeps its input. */
function NotesLink({ accountId }: { accountId: number | undefined }) {
  if (accountId === undefined) return null;
  return (
    <p className="govuk-body">
      You can record more details about the account on the{' '}
      <a
        className="govuk-link"
        href={paths.account.home(accountId, 'notes')}
        target="_blank"
        rel="noreferrer noopener"
      >
        Notes page (opens in new tab)
      </a>
      .
    </p>
  );
}

/** The close account task (task-forms §4): the reason, then the 'Are you sure' step. */
export function AccountClosureTask({ data, editable }: TaskContentProps) {
  const taskId = data.task.requestTask.id;
  const accountId = data.task.requestInfo.accountId;
  const savedReason = closureReason(data.task.requestTask.payload);
  const navigate = useNavigate();
  const save = useTaskAction(taskId);
  const { register, handleSubmit, formState } = useForm<ClosureFormValues, unknown, ClosureFormOutput>({
    resolver: zodResolver(closureFormSchema),
    defaultValues: { reason: savedReason },
    // The error summary takes focus, not the field.
    shouldFocusError: false,
  });
  const serverError = save.isError ? closureErrorMessage(errorCode(save.error)) : null;
  useFormErrorTitle(serverError !== null);

  const warning = (
    <WarningText>If you close the account all active tasks and workflows will be terminated.</WarningText>
  );

  if (!editable) {
    return (
      <>
        {warning}
        <SummaryList
          rows={[
            {
              key: 'Reason for closing this account',
              value: savedReason === '' ? 'Not provided' : savedReason,
            },
          ]}
        />
      </>
    );
  }

  const submit = handleSubmit((values) =>
    save.mutate(
      {
        requestTaskActionType: 'ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT',
        requestTaskActionPayload: {
          payloadType: 'ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT_PAYLOAD',
          accountClosure: { reason: values.reason ?? '' },
        },
      },
      { onSuccess: () => void navigate(paths.task.page(taskId, CLOSURE_PAGES.submit)) },
    ),
  );

  return (
    <>
      {serverError ? <ErrorSummary errors={[{ href: `#${fieldId('reason')}`, text: serverError }]} /> : null}
      <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
      {warning}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p className="govuk-body">
          This account will be permanently closed down. You will not be able to reverse this action.
        </p>
        <NotesLink accountId={accountId} />
        <CharacterCount
          id={fieldId('reason')}
          label="Reason for closing this account"
          labelClassName="govuk-label--s"
          hint="The participant will be able to view this."
          maxLength={CLOSURE_REASON_MAX}
          errorMessage={formState.errors.reason?.message}
          {...register('reason')}
        />
        <Button type="submit" pending>
          Continue
        </Button>
      </form>
    </>
  );
}
