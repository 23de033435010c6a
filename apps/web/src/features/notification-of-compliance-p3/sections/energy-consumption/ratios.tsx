import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  decimalPlaces,
  fieldId,
  maxIntegerPlaces,
  maxLength,
  numerical,
  positiveNumber,
  requiredText,
  text,
} from '../../../../shared/forms';
import { Button } from '../../../../shared/govuk';
import { CharacterCount, Fieldset, TextInput } from '../../../../shared/govuk/forms';
import { formatKwh } from '../../../../shared/reports';
import { stepPage } from '../../../../shared/step-flow';
import { LONG_TEXT_MAX, LONG_TEXT_TOO_LONG } from '../shared/yes-no';
import { purposesUsed, ratioBasis, tidy, type EnergyConsumptionAnswers as Answers } from './consumption';
import { PURPOSES, type Purpose } from '../shared/purposes';

const ratioRow = z.object({
  ratio: requiredText(
    'Enter a value for the intensity ratio',
    numerical(),
    positiveNumber('Must be greater than 0'),
    decimalPlaces(6, 'Enter a number up to 6 decimal places'),
    maxIntegerPlaces(undefined),
  ),
  unit: requiredText('Enter an indicator of activity', maxLength(255, 'Enter up to 255 characters')),
});
const block = z.object({
  ratios: z.array(ratioRow).min(1),
  additionalInformation: text(maxLength(LONG_TEXT_MAX, LONG_TEXT_TOO_LONG)),
});
const schema = z.object({
  buildings: block.optional(),
  transport: block.optional(),
  industrialProcesses: block.optional(),
  otherProcesses: block.optional(),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const LABELS = Object.fromEntries(PURPOSES) as Record<Purpose, string>;

function values(answers: Answers): Values {
  const saved = answers.energyIntensityRatioData;
  return Object.fromEntries(
    purposesUsed(answers).map((purpose) => {
      const details = saved?.[purpose];
      const ratios = details?.energyIntensityRatios ?? [];
      return [
        purpose,
        {
          ratios: (ratios.length > 0 ? ratios : [{}]).map((row) => ({
            ratio: row.ratio == null ? '' : String(row.ratio),
            unit: row.unit ?? '',
          })),
          additionalInformation: details?.additionalInformation ?? '',
        },
      ];
    }),
  );
}

function apply(answers: Answers, output: Output): Answers {
  const data = Object.fromEntries(
    purposesUsed(answers).map((purpose) => {
      const given = output[purpose];
      return [
        purpose,
        {
          energyIntensityRatios: (given?.ratios ?? []).map((row) => ({ ratio: row.ratio, unit: row.unit })),
          additionalInformation: given?.additionalInformation ?? null,
        },
      ];
    }),
  );
  return tidy({ ...answers, energyIntensityRatioData: data });
}

/** One purpose's ratios: a ratio and its indicator of activity per row, rows added and removed, and context. */
function PurposeRatios({
  form,
  purpose,
  kwh,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  purpose: Purpose;
  kwh: number;
}) {
  const rows = useFieldArray({ control: form.control, name: `${purpose}.ratios` });
  const errors = form.formState.errors[purpose];
  return (
    <Fieldset legend={{ text: `${LABELS[purpose]}: ${formatKwh(kwh)}`, size: 'm' }}>
      {rows.fields.map((row, index) => (
        <div key={row.id} className="govuk-!-margin-bottom-6">
          <TextInput
            id={fieldId(`${purpose}.ratios.${index}.ratio`)}
            label={`Energy intensity ratio${rows.fields.length > 1 ? ` ${index + 1}` : ''}`}
            className="govuk-input--width-10"
            inputMode="decimal"
            spellCheck={false}
            errorMessage={errors?.ratios?.[index]?.ratio?.message}
            {...form.register(`${purpose}.ratios.${index}.ratio`)}
          />
          <TextInput
            id={fieldId(`${purpose}.ratios.${index}.unit`)}
            label={`Indicator of activity${rows.fields.length > 1 ? ` ${index + 1}` : ''}`}
            prefix="kWh per"
            className="govuk-input--width-20"
            errorMessage={errors?.ratios?.[index]?.unit?.message}
            {...form.register(`${purpose}.ratios.${index}.unit`)}
          />
          {index > 0 ? (
            <Button type="button" variant="secondary" onClick={() => rows.remove(index)}>
              Remove
              <span className="govuk-visually-hidden">{` ${LABELS[purpose].toLowerCase()} ratio ${index + 1}`}</span>
            </Button>
          ) : null}
        </div>
      ))}
      <Button type="button" variant="secondary" onClick={() => rows.append({ ratio: '', unit: '' })}>
        Add another intensity ratio
        <span className="govuk-visually-hidden">{` for ${LABELS[purpose].toLowerCase()}`}</span>
      </Button>
      <CharacterCount
        id={fieldId(`${purpose}.additionalInformation`)}
        label="Additional context about the intensity ratio calculations (optional)"
        maxLength={LONG_TEXT_MAX}
        rows={3}
        errorMessage={errors?.additionalInformation?.message}
        {...form.register(`${purpose}.additionalInformation`)}
      />
    </Fieldset>
  );
}

/** 4. An intensity ratio for each purpose that used energy (significant consumption's, when used). */
export function ratiosPage(significant: boolean) {
  return stepPage({
    path: 'energy-intensity-ratio',
    title: `Energy intensity ratios for your ${significant ? 'significant' : 'total'} energy consumption`,
    schema,
    values,
    apply,
    Fields: ({ form, answers }) => (
      <>
        {purposesUsed(answers).map((purpose) => (
          <PurposeRatios
            key={purpose}
            form={form}
            purpose={purpose}
            kwh={ratioBasis(answers)?.[purpose] ?? 0}
          />
        ))}
      </>
    ),
    summary: (answers) =>
      purposesUsed(answers).map((purpose) => {
        const details = answers.energyIntensityRatioData?.[purpose];
        return {
          key: `${LABELS[purpose]} intensity ratios`,
          value: [
            ...(details?.energyIntensityRatios ?? []).map((row) => `${row.ratio} kWh per ${row.unit}`),
            details?.additionalInformation ?? '',
          ]
            .filter(Boolean)
            .map((line, index) => (
              <span key={index} className="govuk-!-display-block">
                {line}
              </span>
            )),
          change: `the ${LABELS[purpose].toLowerCase()} intensity ratios`,
        };
      }),
  });
}
