import { z } from 'zod';
import type { components } from '../../shared/api';
import { maxLength, requiredChoice, text } from '../../shared/forms';

export type FeedbackPayload = components['schemas']['UserFeedbackDto'];

export const FEEDBACK_TEXT_MAX = 1200;

export const RATINGS = [
  { value: 'VERY_SATISFIED', text: 'Very satisfied' },
  { value: 'SATISFIED', text: 'Satisfied' },
  { value: 'NEITHER_SATISFIED_NOR_DISSATISFIED', text: 'Neither satisfied nor dissatisfied' },
  { value: 'DISSATISFIED', text: 'Dissatisfied' },
  { value: 'VERY_DISSATISFIED', text: 'Very dissatisfied' },
] as const;
export const NOT_APPLICABLE = {
  value: 'NOT_APPLICABLE_NOT_USED_YET',
  text: 'Not applicable or not used yet',
} as const;

const ratingValues = RATINGS.map((rating) => rating.value) as [
  (typeof RATINGS)[number]['value'],
  ...(typeof RATINGS)[number]['value'][],
];
const ratingOrNotApplicable = [...ratingValues, NOT_APPLICABLE.value] as const;

export type RatingField =
  | 'userRegistrationRate'
  | 'onlineGuidanceRate'
  | 'creatingAccountRate'
  | 'onBoardingRate'
  | 'tasksRate'
  | 'satisfactionRate';
export type ReasonField = `${RatingField}Reason`;

export interface FeedbackQuestion {
  name: RatingField;
  question: string;
  required: string;
  /** The overall question has no 'not applicable' answer (spec §5). */
  notApplicable: boolean;
}

export const QUESTIONS: readonly FeedbackQuestion[] = [
  {
    name: 'userRegistrationRate',
    question: 'How satisfied are you with registering as a user?',
    required: 'Select a rating for user registration',
    notApplicable: true,
  },
  {
    name: 'onlineGuidanceRate',
    question: 'How satisfied are you with the online guidance and communication?',
    required: 'Select a rating for online guidance and communication',
    notApplicable: true,
  },
  {
    name: 'creatingAccountRate',
    question: 'How satisfied are you with claiming an account?',
    required: 'Select a rating for claiming an account',
    notApplicable: true,
  },
  {
    name: 'onBoardingRate',
    question: 'How satisfied are you with on-boarding, identity and security checks?',
    required: 'Select a rating for on-boarding, identity and security checks',
    notApplicable: true,
  },
  {
    name: 'tasksRate',
    question: 'How satisfied are you with viewing, searching and responding to tasks?',
    required: 'Select a rating for viewing, searching and responding to tasks',
    notApplicable: true,
  },
  {
    name: 'satisfactionRate',
    question: 'Overall, how satisfied are you with this service so far?',
    required: 'Select a rating for overall experience with this service so far',
    notApplicable: false,
  },
];

export const REASON_TOO_LONG = `Your reason must be ${FEEDBACK_TEXT_MAX} characters or fewer`;
export const SUGGESTION_TOO_LONG = `Your suggestion must be ${FEEDBACK_TEXT_MAX} characters or fewer`;

const reason = () => text(maxLength(FEEDBACK_TEXT_MAX, REASON_TOO_LONG));
const message = (name: RatingField) => {
  const question = QUESTIONS.find((q) => q.name === name);
  if (!question) throw new Error(`no question ${name}`);
  return question.required;
};
const rating = (name: RatingField) => requiredChoice(ratingOrNotApplicable, message(name));

export const feedbackFormSchema = z.object({
  userRegistrationRate: rating('userRegistrationRate'),
  userRegistrationRateReason: reason(),
  onlineGuidanceRate: rating('onlineGuidanceRate'),
  onlineGuidanceRateReason: reason(),
  creatingAccountRate: rating('creatingAccountRate'),
  creatingAccountRateReason: reason(),
  onBoardingRate: rating('onBoardingRate'),
  onBoardingRateReason: reason(),
  tasksRate: rating('tasksRate'),
  tasksRateReason: reason(),
  satisfactionRate: requiredChoice(ratingValues, message('satisfactionRate')),
  satisfactionRateReason: reason(),
  improvementSuggestion: text(maxLength(FEEDBACK_TEXT_MAX, SUGGESTION_TOO_LONG)),
});

/** What the fields hold while the form is filled in: nothing chosen and empty text to start with. */
export type FeedbackFormValues = z.input<typeof feedbackFormSchema>;

export const EMPTY_FEEDBACK: Required<FeedbackFormValues> = {
  userRegistrationRate: null,
  userRegistrationRateReason: '',
  onlineGuidanceRate: null,
  onlineGuidanceRateReason: '',
  creatingAccountRate: null,
  creatingAccountRateReason: '',
  onBoardingRate: null,
  onBoardingRateReason: '',
  tasksRate: null,
  tasksRateReason: '',
  satisfactionRate: null,
  satisfactionRateReason: '',
  improvementSuggestion: '',
};

/** The payload the API takes: blank answers are left out. */
export function toPayload(values: z.output<typeof feedbackFormSchema>): FeedbackPayload {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  ) as FeedbackPayload;
}
