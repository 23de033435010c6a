import type { Control, FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { useFieldArray, useWatch } from 'react-hook-form';
import { fieldId } from '../forms';
import { Button } from '../govuk';
import { Select, TextInput } from '../govuk/forms';
import { MAX_CODES } from './organisation-details-form';

/** The fields of a form that the Activity codes block fills, whatever else the form has. */
interface ActivityCodeValues {
  type?: string | null;
  otherTypeName?: string | null;
  codes: { value?: string | null }[];
}

const TYPE_OPTIONS = [
  { value: 'SIC', text: 'SIC' },
  { value: 'OTHER', text: 'Other' },
];

export interface ActivityCodeFieldsProps<
  Values extends FieldValues & ActivityCodeValues,
  Output extends FieldValues = Values,
> {
  control: Control<Values, unknown, Output>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  /** Whether the classification type starts unchosen ('Select'); an existing account always has one. */
  typeUnchosen?: boolean;
}

/**
 * The classification type, its name when "Other", and one to four codes (task-forms §0): the organisation
 * details an account holds, and an organisation in a notification's structure.
 */
export function ActivityCodeFields<
  Values extends FieldValues & ActivityCodeValues,
  Output extends FieldValues = Values,
>(props: ActivityCodeFieldsProps<Values, Output>) {
  // Checked against ActivityCodeValues at the call; the field paths cannot be typed through the generic.
  const { control, register, errors } = props as unknown as ActivityCodeFieldsProps<
    FieldValues & ActivityCodeValues
  >;
  const codes = useFieldArray({ control, name: 'codes' });
  const type: unknown = useWatch({ control, name: 'type' });
  const codeErrors = errors.codes as { value?: { message?: string } }[] | undefined;
  return (
    <>
      <Select
        id={fieldId('type')}
        label="Classification type"
        errorMessage={errors.type?.message as string | undefined}
        options={
          props.typeUnchosen === false ? TYPE_OPTIONS : [{ value: '', text: 'Select' }, ...TYPE_OPTIONS]
        }
        {...register('type')}
      />
      {type === 'OTHER' ? (
        <TextInput
          id={fieldId('otherTypeName')}
          label="Classification name"
          errorMessage={errors.otherTypeName?.message as string | undefined}
          {...register('otherTypeName')}
        />
      ) : null}
      {codes.fields.map((field, index) => (
        <div key={field.id} className="govuk-!-margin-bottom-4">
          <TextInput
            id={fieldId(`codes.${index}.value`)}
            label={codes.fields.length > 1 ? `Code ${index + 1}` : 'Code'}
            className="govuk-input--width-10"
            formGroupClassName="govuk-!-margin-bottom-2"
            errorMessage={codeErrors?.[index]?.value?.message}
            {...register(`codes.${index}.value`)}
          />
          {index > 0 ? (
            <Button type="button" variant="secondary" onClick={() => codes.remove(index)}>
              Remove<span className="govuk-visually-hidden">{` code ${index + 1}`}</span>
            </Button>
          ) : null}
        </div>
      ))}
      {codes.fields.length < MAX_CODES ? (
        <Button type="button" variant="secondary" onClick={() => codes.append({ value: '' })}>
          Add code
        </Button>
      ) : null}
    </>
  );
}
