import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { reloadUser, useSession } from '../../shared/auth';
import { FormErrorSummary, PersonFields, fieldId, useLeaveWarning } from '../../shared/forms';
import { Button, Panel } from '../../shared/govuk';
import { FileUpload, TextInput } from '../../shared/govuk/forms';
import { PermissionMatrix } from './PermissionMatrix';
import { fullMatrix } from './permission-rows';
import {
  SERVER_FIELD_ERRORS,
  regulatorUserFormSchema,
  type RegulatorUserFormInput,
  type RegulatorUserFormOutput,
} from './regulator-user-form';
import {
  downloadSignature,
  useRegulatorUserForm,
  useSaveRegulatorUser,
  type PermissionLevel,
  type RegulatorRole,
  type RegulatorUserDetails,
} from './regulator-users-api';
import { errorCode } from '../../shared/api';
import { paths, usePageTitle } from '../../shared/routing';
import { withSuccessMessage } from '../../shared/success-message';

interface FormProps {
  userId: string | undefined;
  self: boolean;
  user: RegulatorUserDetails | undefined;
  signature: { name?: string; uuid?: string } | undefined;
  permissions: Record<string, PermissionLevel>;
  editable: boolean;
  roles: RegulatorRole[];
  levels: Record<string, PermissionLevel[]>;
}

function RegulatorUserForm({
  userId,
  self,
  user,
  signature,
  permissions,
  editable,
  roles,
  levels,
}: FormProps) {
  const navigate = useNavigate();
  const adding = userId === undefined;
  const save = useSaveRegulatorUser();
  const [matrix, setMatrix] = useState(() => fullMatrix(permissions));
  const [matrixChanged, setMatrixChanged] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [invited, setInvited] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<
    RegulatorUserFormInput,
    unknown,
    RegulatorUserFormOutput
  >({
    resolver: zodResolver(regulatorUserFormSchema),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      jobTitle: user?.jobTitle ?? '',
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      mobileNumber: user?.mobileNumber ?? '',
      signature: null,
    },
    shouldFocusError: false,
  });
  const done = save.isSuccess;
  useLeaveWarning((formState.isDirty || matrixChanged) && !done && !save.isPending);

  if (invited) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <Panel title="User invited">An account confirmation email has been sent to {invited}</Panel>
          <p className="govuk-body">
            <Link className="govuk-link" to={paths.regulatorUsers.list}>
              Return to: Regulator users
            </Link>
          </p>
        </div>
      </div>
    );
  }

  const setLevel = (group: string, level: PermissionLevel) => {
    setMatrixChanged(true);
    setMatrix((current) => ({ ...current, [group]: level }));
  };

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    const details = {
      email: values.email ?? '',
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      jobTitle: values.jobTitle ?? '',
      phoneNumber: values.phoneNumber ?? '',
      ...(values.mobileNumber ? { mobileNumber: values.mobileNumber } : {}),
    };
    save.mutate(
      {
        mode: adding ? 'invite' : self ? 'self' : 'other',
        userId,
        user: details,
        permissions: matrix,
        signature: values.signature?.[0] ?? null,
      },
      {
        onSuccess: async () => {
          if (adding) {
            setInvited(details.email);
            return;
          }
          if (self) await reloadUser();
          await navigate(
            paths.regulatorUsers.list,
            withSuccessMessage(
              `The details and permissions of ${details.firstName} ${details.lastName} have been saved`,
            ),
          );
        },
        onError: (error) => {
          const known = SERVER_FIELD_ERRORS[errorCode(error) ?? ''];
          if (known)
            setError(known.field, { type: 'server', message: known.message }, { shouldFocus: false });
          else setFailure('Your changes could not be saved. Try again.');
        },
      },
    );
  });

  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <FormErrorSummary errors={formState.errors} submitCount={formState.submitCount} />
        {failure ? (
          <p className="govuk-body govuk-error-message" role="alert">
            {failure}
          </p>
        ) : null}
        <h1 className="govuk-heading-l">{adding ? 'Add a new user' : name}</h1>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <h2 className="govuk-heading-m">User details</h2>
          <div className="govuk-grid-row">
            <div className="govuk-grid-column-two-thirds">
              <PersonFields
                register={register}
                errors={formState.errors}
                emailReadOnly={!adding}
                emailHint={adding ? undefined : 'The email address cannot be changed'}
              >
                <TextInput
                  id={fieldId('jobTitle')}
                  label="Job title"
                  errorMessage={formState.errors.jobTitle?.message}
                  {...register('jobTitle')}
                />
              </PersonFields>
              <TextInput
                id={fieldId('phoneNumber')}
                label="Phone number"
                type="tel"
                className="govuk-input--width-20"
                errorMessage={formState.errors.phoneNumber?.message}
                {...register('phoneNumber')}
              />
              <TextInput
                id={fieldId('mobileNumber')}
                label="Phone number 2 (optional)"
                type="tel"
                className="govuk-input--width-20"
                errorMessage={formState.errors.mobileNumber?.message}
                {...register('mobileNumber')}
              />
              <FileUpload
                id={fieldId('signature')}
                label="Signature (optional)"
                hint="A BMP image, 240 pixels wide and 140 pixels high or smaller, up to 200KB"
                accept=".bmp,image/bmp"
                errorMessage={formState.errors.signature?.message}
                {...register('signature')}
              />
              {signature?.uuid && userId ? (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => void downloadSignature(userId, signature.uuid ?? '', self)}
                >
                  Download the current signature
                  <span className="govuk-visually-hidden"> ({signature.name})</span>
                </Button>
              ) : null}
            </div>
          </div>
          {editable ? (
            <>
              <h2 className="govuk-heading-m">Set base permissions</h2>
              <div className="govuk-button-group">
                {roles.map((role) => (
                  <Button
                    key={role.code}
                    type="button"
                    variant="secondary"
                    onClick={() => {
                      setMatrixChanged(true);
                      setMatrix(fullMatrix((role.rolePermissions ?? {}) as Record<string, PermissionLevel>));
                    }}
                  >
                    {role.name}
                  </Button>
                ))}
              </div>
            </>
          ) : null}
          <PermissionMatrix value={matrix} levels={levels} readOnly={!editable} onChange={setLevel} />
          <div className="govuk-button-group">
            <Button type="submit" pending>
              {adding ? 'Submit' : 'Save'}
            </Button>
            <Link className="govuk-link" to={paths.regulatorUsers.list}>
              Cancel
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}

/** Add (`/user/regulators/add`) and edit (`/user/regulators/:userId`) a regulator user. */
export function RegulatorUserPage() {
  const { userId } = useParams();
  const me = useSession().userState?.userId;
  const self = userId !== undefined && userId === me;
  const query = useRegulatorUserForm(userId, self);
  const shown = query.data?.user;
  const name = shown ? [shown.firstName, shown.lastName].filter(Boolean).join(' ') : undefined;
  usePageTitle(userId !== undefined && name ? `${name} - User details` : undefined);
  if (query.isError) throw query.error;
  if (!query.data) return <p className="govuk-body">Loading…</p>;
  const { user, signature, permissions, editable, roles, levels } = query.data;
  return (
    <RegulatorUserForm
      key={userId ?? 'new'}
      userId={userId}
      self={self}
      user={user}
      signature={signature}
      permissions={permissions}
      editable={editable ?? false}
      roles={roles}
      levels={levels}
    />
  );
}
