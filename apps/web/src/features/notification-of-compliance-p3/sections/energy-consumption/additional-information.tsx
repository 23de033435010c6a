import { z } from 'zod';
import { RadiosField, fieldId, maxLength, requiredChoice, text } from '../../../../shared/forms';
import { CharacterCount } from '../../../../shared/govuk/forms';
import { stepPage } from '../../../../shared/step-flow';
import { LONG_TEXT_MAX, LONG_TEXT_TOO_LONG, yesNo, yesNoText } from '../shared/yes-no';
import { tidy, type EnergyConsumptionAnswers as Answers } from './consumption';

const schema = z
  .object({
    answer: requiredChoice(['YES', 'NO'], 'Please select Yes or No'),
    information: text(maxLength(LONG_TEXT_MAX, LONG_TEXT_TOO_LONG)),
  })
  .superRefine((values, context) => {
    if (values.answer === 'YES' && values.information === null) {
      context.addIssue({
        code: 'custom',
        path: ['information'],
        message: 'Please provide additional information',
      });
    }
  });

/** 5. More context for the intensity ratios, if the user wants to give it. */
export const additionalInformationPage = stepPage({
  path: 'additional-info',
  title: 'Do you want to add more information to give context to the energy intensity ratio?',
  ownHeading: true,
  schema,
  values: (answers: Answers) => ({
    answer: yesNo(answers.additionalInformationExists),
    information: answers.additionalInformation ?? '',
  }),
  apply: (answers: Answers, output) =>
    tidy({
      ...answers,
      additionalInformationExists: output.answer === 'YES',
      additionalInformation: output.answer === 'YES' ? output.information : null,
    }),
  Fields: ({ form, title }) => (
    <RadiosField
      control={form.control}
      name="answer"
      legend={{ text: title, size: 'l', isPageHeading: true }}
      items={[
        {
          value: 'YES',
          text: 'Yes',
          conditional: (
            <CharacterCount
              id={fieldId('information')}
              label="Enter the additional information"
              maxLength={LONG_TEXT_MAX}
              rows={5}
              errorMessage={form.formState.errors.information?.message}
              {...form.register('information')}
            />
          ),
        },
        { value: 'NO', text: 'No' },
      ]}
    />
  ),
  summary: (answers) => [
    {
      key: 'More information to give context to the energy intensity ratio',
      value: yesNoText(answers.additionalInformationExists),
      change: 'whether to add more information',
    },
    ...(answers.additionalInformationExists
      ? [
          {
            key: 'Additional information',
            value: answers.additionalInformation ?? '',
            change: 'the additional information',
          },
        ]
      : []),
  ],
});
