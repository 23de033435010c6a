import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { useSession } from '../../../shared/auth';
import { FormErrorSummary, fieldId, useFormErrorTitle } from '../../../shared/forms';
import { Button, ErrorSummary } from '../../../shared/govuk';
import {
  OrganisationDetailsFields,
  organisationDetailsDefaults,
  type OrganisationDetailsOutput,
  type OrganisationDetailsValues,
} from '../../../shared/organisation';
import { paths } from '../../../shared/routing';
import { isTaskPayload } from '../../../shared/workflow';
import { isEditable, useTaskAction, useTaskPageData } from '../../../shared/workflow/task';
import { amendFormSchema, toAmendPayload } from './amend-form';
import { reviewErrorMessage } from './decision-form';
import { errorCode } from '../../../shared/api';

/** 'Enter the organisation details': the regulator amends name, activity codes and address (task-forms §5). */
export function AmendDetailsPage() {
  const data = useTaskPageData();
  const userId = useSession().userState?.userId;
  const payload = data.task.requestTask.payload;
  const taskId = data.task.requestTask.id;
  if (
    !isEditable(data, userId) ||
    !isTaskPayload(payload, 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_PAYLOAD')
  ) {
    return <Navigate to={paths.task.home(taskId)} replace />;
  }
  return <AmendForm taskId={taskId} defaults={organisationDetailsDefaults(payload.account)} />;
}

function AmendForm({ taskId, defaults }: { taskId: number; defaults: OrganisationDetailsValues }) {
  const navigate = useNavigate();
  const action = useTaskAction(taskId);
  const { control, register, handleSubmit, formState } = useForm<
    OrganisationDetailsValues,
    unknown,
    OrganisationDetailsOutput
  >({
    resolver: zodResolver(amendFormSchema),
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const taskPath = paths.task.home(taskId);
  const serverError = action.isError ? reviewErrorMessage(errorCode(action.error)) : null;
  useFormErrorTitle(serverError !== null);
  const errors = formState.errors;

  const submit = handleSubmit((values) =>
    action.mutate(
      {
        requestTaskActionType: 'ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION',
        requestTaskActionPayload: toAmendPayload(values),
      },
      {
        // The task page loads the task again whenever it is shown (shouldRevalidateTask).
        onSuccess: () => void navigate(taskPath),
      },
    ),
  );

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {serverError ? <ErrorSummary errors={[{ href: `#${fieldId('name')}`, text: serverError }]} /> : null}
        <FormErrorSummary errors={errors} submitCount={formState.submitCount} />
        <span className="govuk-caption-l">Review organisation account application</span>
        <h1 className="govuk-heading-l">Enter the organisation details</h1>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <OrganisationDetailsFields
            control={control}
            register={register}
            errors={errors}
            addressLegend="Address"
          />
          <div className="govuk-button-group">
            <Button type="submit" pending>
              Continue
            </Button>
            <Link className="govuk-link" to={taskPath}>
              Return to: Review organisation account application
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}
