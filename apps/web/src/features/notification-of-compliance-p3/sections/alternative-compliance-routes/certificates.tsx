import { Controller, useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { fieldId } from '../../../../shared/forms';
import { Button } from '../../../../shared/govuk';
import {
  DateInput,
  Fieldset,
  TextInput,
  checkDate,
  dateParts,
  formatDate,
} from '../../../../shared/govuk/forms';
import type { components } from '../../../../shared/api';
import { LONG_TEXT_MAX, LONG_TEXT_TOO_LONG } from '../shared/yes-no';

/** One certificate of an alternative route, as the wire holds it (dates as yyyy-mm-dd). */
export type Certificate = components['schemas']['CertificateDetails'];

/** The certificate rules' dates (reporting-inventory §2, CertificateDetails). */
const VALID_UNTIL_EARLIEST = '2023-12-05';
const VALID_FROM_LATEST = '2024-06-05';

export const CERTIFICATE_MESSAGES = {
  fromMissing: 'Enter the valid from date',
  untilMissing: 'Enter the valid until date',
  order: 'Valid until date must be later than valid from date',
  fromLate: 'Valid from date must be the same as or before 5 June 2024',
  untilEarly: 'Valid until date must be the same as or after 5 December 2023',
};

const partsSchema = z.object({ day: z.string(), month: z.string(), year: z.string() });
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const blankParts = (parts: z.infer<typeof partsSchema>) =>
  [parts.day, parts.month, parts.year].every((part) => part.trim() === '');

/**
 * A certificate's form: all three details or none (task-forms §1.4), the number's message naming the
 * route ('Enter an ISO 50001 Certificate number').
 */
export function certificateSchema(numberMessage: string) {
  return z
    .object({ certificateNumber: z.string(), validFrom: partsSchema, validUntil: partsSchema })
    .superRefine((values, context) => {
      const number = values.certificateNumber.trim();
      if (number === '' && blankParts(values.validFrom) && blankParts(values.validUntil)) return;
      if (number === '')
        context.addIssue({ code: 'custom', path: ['certificateNumber'], message: numberMessage });
      else if (number.length > LONG_TEXT_MAX) {
        context.addIssue({ code: 'custom', path: ['certificateNumber'], message: LONG_TEXT_TOO_LONG });
      }
      const from = checkDate(values.validFrom, { required: true, name: 'Valid from date' });
      const until = checkDate(values.validUntil, { required: true, name: 'Valid until date' });
      const fromProblem =
        from.error ??
        (from.date && isoOf(from.date) > VALID_FROM_LATEST ? CERTIFICATE_MESSAGES.fromLate : null);
      let untilProblem =
        until.error ??
        (until.date && isoOf(until.date) < VALID_UNTIL_EARLIEST ? CERTIFICATE_MESSAGES.untilEarly : null);
      if (!untilProblem && from.date && until.date && until.date <= from.date) {
        untilProblem = CERTIFICATE_MESSAGES.order;
      }
      if (fromProblem) context.addIssue({ code: 'custom', path: ['validFrom'], message: fromProblem });
      if (untilProblem) context.addIssue({ code: 'custom', path: ['validUntil'], message: untilProblem });
    });
}
export type CertificateValues = z.input<ReturnType<typeof certificateSchema>>;

const partsOf = (iso: string | null | undefined) => dateParts(iso ? new Date(`${iso}T00:00:00Z`) : null);

export const certificateValues = (saved: Certificate | null | undefined): CertificateValues => ({
  certificateNumber: saved?.certificateNumber ?? '',
  validFrom: partsOf(saved?.validFrom),
  validUntil: partsOf(saved?.validUntil),
});

/** A certificate as saved: an all-blank one is kept, all null, as the route's (optional) answer. */
export function toCertificate(values: CertificateValues): Certificate {
  const number = values.certificateNumber.trim();
  const from = checkDate(values.validFrom).date;
  const until = checkDate(values.validUntil).date;
  return {
    certificateNumber: number === '' ? null : number,
    validFrom: from ? isoOf(from) : null,
    validUntil: until ? isoOf(until) : null,
  };
}

/** A certificate on 'Check your answers'. */
export function certificateLines(certificate: Certificate | null | undefined): string[] {
  if (!certificate?.certificateNumber) return ['No certificate details given'];
  return [
    `Certificate number: ${certificate.certificateNumber}`,
    `Valid from: ${certificate.validFrom ? formatDate(`${certificate.validFrom}T00:00:00Z`) : ''}`,
    `Valid until: ${certificate.validUntil ? formatDate(`${certificate.validUntil}T00:00:00Z`) : ''}`,
  ];
}

const VALID_UNTIL_HINT =
  'For example, 27 3 2023. This can be found after the “Scope” section on your certificate.';

interface CertificateFieldsProps {
  // The page's form: one certificate at `name`.
  form: UseFormReturn<never>;
  name: string;
  errors: FieldErrors<CertificateValues> | undefined;
}

/** Number, valid from and valid until of one certificate. */
export function CertificateFields({ form, name, errors }: CertificateFieldsProps) {
  const control = form.control as unknown as UseFormReturn<Record<string, unknown>>['control'];
  const register = form.register as unknown as UseFormReturn<Record<string, string>>['register'];
  return (
    <>
      <TextInput
        id={fieldId(`${name}.certificateNumber`)}
        label="Certificate number"
        hint="This can be found at the top of your certificate."
        spellCheck={false}
        errorMessage={errors?.certificateNumber?.message}
        {...register(`${name}.certificateNumber`)}
      />
      {(['validFrom', 'validUntil'] as const).map((part) => (
        <Controller
          key={part}
          control={control}
          name={`${name}.${part}`}
          render={({ field }) => (
            <DateInput
              id={fieldId(field.name)}
              legend={{ text: part === 'validFrom' ? 'Valid from' : 'Valid until', size: 's' }}
              hint={part === 'validFrom' ? 'For example, 27 3 2023' : VALID_UNTIL_HINT}
              errorMessage={errors?.[part]?.message}
              value={field.value as unknown as CertificateValues['validFrom']}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      ))}
    </>
  );
}

/** A list of certificates (DECs, Green Deal Assessments): 'Add another certificate' and 'Remove certificate'. */
export function CertificateListFields({ form }: { form: UseFormReturn<never> }) {
  const control = form.control as unknown as UseFormReturn<{ certificates: CertificateValues[] }>['control'];
  const list = useFieldArray({ control, name: 'certificates' });
  const errors = (form.formState.errors as FieldErrors<{ certificates: CertificateValues[] }>).certificates;
  return (
    <>
      {list.fields.map((field, index) => (
        <Fieldset key={field.id} legend={{ text: `Certificate ${index + 1}`, size: 'm' }}>
          <CertificateFields form={form} name={`certificates.${index}`} errors={errors?.[index]} />
          {list.fields.length > 1 ? (
            <Button type="button" variant="secondary" onClick={() => list.remove(index)}>
              Remove certificate<span className="govuk-visually-hidden">{` ${index + 1}`}</span>
            </Button>
          ) : null}
        </Fieldset>
      ))}
      <Button type="button" variant="secondary" onClick={() => list.append(certificateValues(undefined))}>
        Add another certificate
      </Button>
    </>
  );
}
