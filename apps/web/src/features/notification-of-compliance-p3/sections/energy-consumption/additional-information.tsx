import { yesNoText } from '../shared/yes-no';
import { yesNoDetailPage } from '../shared/yes-no-detail';
import { tidy, type EnergyConsumptionAnswers as Answers } from './consumption';

/** 5. More context for the intensity ratios, if the user wants to give it. */
export const additionalInformationPage = yesNoDetailPage<Answers>({
  path: 'additional-info',
  title: 'Do you want to add more information to give context to the energy intensity ratio?',
  message: 'Please select Yes or No',
  detail: {
    on: 'YES',
    label: 'Enter the additional information',
    required: 'Please provide additional information',
    long: true,
  },
  get: (answers) => ({ answer: answers.additionalInformationExists, detail: answers.additionalInformation }),
  set: (answers, exists, information) =>
    tidy({ ...answers, additionalInformationExists: exists, additionalInformation: information }),
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
