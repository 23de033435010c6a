import { z } from 'zod';

export const FEEDBACK_TEXT_MAX = 1200;

const ratings = [
  'VERY_SATISFIED',
  'SATISFIED',
  'NEITHER_SATISFIED_NOR_DISSATISFIED',
  'DISSATISFIED',
  'VERY_DISSATISFIED',
] as const;

/** The first five questions may be answered 'not applicable'; the overall rating may not. */
const rating = z.enum([...ratings, 'NOT_APPLICABLE_NOT_USED_YET']);
const overallRating = z.enum(ratings);
const reason = z.string().max(FEEDBACK_TEXT_MAX).nullish();

export const userFeedbackSchema = z
  .object({
    userRegistrationRate: rating,
    userRegistrationRateReason: reason,
    onlineGuidanceRate: rating,
    onlineGuidanceRateReason: reason,
    creatingAccountRate: rating,
    creatingAccountRateReason: reason,
    onBoardingRate: rating,
    onBoardingRateReason: reason,
    tasksRate: rating,
    tasksRateReason: reason,
    satisfactionRate: overallRating,
    satisfactionRateReason: reason,
    improvementSuggestion: reason,
  })
  .strict()
  .meta({ id: 'UserFeedbackDto' });

export type UserFeedback = z.infer<typeof userFeedbackSchema>;
