import { z } from 'zod';
import { email, fieldId, maxLength, requiredText, text } from '../../../../shared/forms';
import { TextInput } from '../../../../shared/govuk/forms';
import { stepPage } from '../../../../shared/step-flow';
import { PhoneFields, phoneSchema, phoneText, phoneValues, toPhoneNumber } from '../shared/phone';
import { yesNoPage, yesNoText } from '../shared/yes-no';
import { yesNoDetailPage } from '../shared/yes-no-detail';
import type { ResponsibleUndertakingAnswers as Answers } from './organisation';

const SELECT_YES_OR_NO = 'Select yes or no';
const tooLong = (what: string) => maxLength(255, `${what} should not be more than 255 characters`);

// 3. A trading name other than the registered one.
export const tradingPage = yesNoDetailPage<Answers>({
  path: 'trading-details',
  title: 'Does the organisation operate under a trading name that is different to the registered name?',
  message: SELECT_YES_OR_NO,
  detail: {
    on: 'YES',
    label: 'Trading name or other name',
    required: 'Enter the trading name or other name',
    tooLong: 'The trading name should not be more than 255 characters',
  },
  get: (answers) => ({ answer: answers.tradingDetails?.exist, detail: answers.tradingDetails?.tradingName }),
  set: (answers, exist, tradingName) => ({ ...answers, tradingDetails: { exist, tradingName } }),
  summary: ({ tradingDetails }) => [
    {
      key: 'Trading name different to the registered name',
      value: yesNoText(tradingDetails?.exist),
      change: 'whether the organisation has a trading name',
    },
    ...(tradingDetails?.exist
      ? [
          {
            key: 'Trading name or other name',
            value: tradingDetails.tradingName ?? '',
            change: 'trading name',
          },
        ]
      : []),
  ],
});

// 4. How to contact the organisation.
const contactSchema = z.object({
  email: requiredText(
    'Enter the email address',
    tooLong('The email address'),
    email('Enter an email address in the correct format, like name@example.com'),
  ),
  phoneNumber: phoneSchema(true),
});

export const contactDetailsPage = stepPage({
  path: 'organisation-contact-details',
  title: 'Enter the organisation’s contact details',
  schema: contactSchema,
  values: (answers: Answers) => ({
    email: answers.organisationContactDetails?.email ?? '',
    phoneNumber: phoneValues(answers.organisationContactDetails?.phoneNumber),
  }),
  apply: (answers: Answers, output): Answers => ({
    ...answers,
    organisationContactDetails: { email: output.email, phoneNumber: toPhoneNumber(output.phoneNumber) },
  }),
  Fields: ({ form }) => (
    <>
      <TextInput
        id={fieldId('email')}
        label="Email address"
        hint="This should be a business email address."
        type="email"
        autoComplete="off"
        spellCheck={false}
        errorMessage={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <PhoneFields
        name="phoneNumber"
        legend="Telephone number"
        register={form.register}
        errors={form.formState.errors.phoneNumber}
      />
    </>
  ),
  summary: ({ organisationContactDetails: contact }) => [
    { key: 'Email address', value: contact?.email ?? '', change: 'organisation email address' },
    {
      key: 'Telephone number',
      value: phoneText(contact?.phoneNumber),
      change: 'organisation telephone number',
    },
  ],
});

// 5. Energy of a trust asset.
export const trustPage = yesNoDetailPage<Answers>({
  path: 'notification',
  title:
    'Does this ESOS notification include information in relation to energy consumption of a trust asset?',
  message: SELECT_YES_OR_NO,
  detail: {
    on: 'YES',
    label: 'Description or name of relevant trust assets (optional)',
    tooLong: 'The trust name should not be more than 255 characters',
  },
  get: (answers) => ({ answer: answers.isBehalfOfTrust, detail: answers.trustName }),
  set: (answers, isBehalfOfTrust, trustName) => ({ ...answers, isBehalfOfTrust, trustName }),
  summary: (answers) => [
    {
      key: 'Includes energy consumption of a trust asset',
      value: yesNoText(answers.isBehalfOfTrust),
      change: 'whether the notification includes a trust asset',
    },
    ...(answers.isBehalfOfTrust && answers.trustName
      ? [{ key: 'Trust assets', value: answers.trustName, change: 'trust assets' }]
      : []),
  ],
});

// 6. A parent company the ESOS regulations do not extend to.
export const overseasParentQuestion = yesNoPage<Answers>({
  path: 'overseas-parent-details-question',
  title: 'Does your organisation have a parent company to which the ESOS regulations do not extend?',
  message: 'Select Yes if the organisation has a parent company based outside of the UK',
  labels: {
    YES: 'Yes, the organisation has a global parent company based outside of the UK',
    NO: 'No, the organisation does not have a global parent company that is based outside of the UK',
  },
  get: (answers) => answers.hasOverseasParentDetails,
  set: ({ overseasParentDetails, ...answers }, value) =>
    value
      ? { ...answers, hasOverseasParentDetails: true, overseasParentDetails }
      : { ...answers, hasOverseasParentDetails: false },
  summaryKey: 'Has a parent company to which the ESOS regulations do not extend',
  change: 'whether the organisation has an overseas parent company',
});

// 7. The overseas parent's names.
const parentSchema = z.object({
  name: requiredText('Enter the name of the parent company', tooLong('The parent company name')),
  tradingName: text(tooLong('The trading or other name')),
});

export const overseasParentPage = stepPage({
  path: 'overseas-parent-details',
  title: 'Enter the name of the overseas parent company',
  when: (answers: Answers) => answers.hasOverseasParentDetails === true,
  schema: parentSchema,
  values: (answers: Answers) => ({
    name: answers.overseasParentDetails?.name ?? '',
    tradingName: answers.overseasParentDetails?.tradingName ?? '',
  }),
  apply: (answers: Answers, output): Answers => ({ ...answers, overseasParentDetails: output }),
  Fields: ({ form }) => (
    <>
      <TextInput
        id={fieldId('name')}
        label="Overseas parent company name"
        errorMessage={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <TextInput
        id={fieldId('tradingName')}
        label="The trading or other name of the group of undertakings to which the above company is the overseas parent (optional)"
        errorMessage={form.formState.errors.tradingName?.message}
        {...form.register('tradingName')}
      />
    </>
  ),
  summary: ({ overseasParentDetails: parent }) => [
    {
      key: 'Overseas parent company name',
      value: parent?.name ?? '',
      change: 'overseas parent company name',
    },
    {
      key: 'Trading or other name of the group',
      value: parent?.tradingName ?? '',
      change: 'trading or other name of the overseas parent’s group',
    },
  ],
});
