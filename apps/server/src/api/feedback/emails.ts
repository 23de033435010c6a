import { composeMail, type MailContext, type MailMessage } from '../../platform/mail/mail';
import type { UserFeedback } from './schemas';

const questions: [keyof UserFeedback, string][] = [
  ['userRegistrationRate', 'User registration'],
  ['userRegistrationRateReason', 'User registration: reason'],
  ['onlineGuidanceRate', 'Online guidance and communication'],
  ['onlineGuidanceRateReason', 'Online guidance and communication: reason'],
  ['creatingAccountRate', 'Claiming an account'],
  ['creatingAccountRateReason', 'Claiming an account: reason'],
  ['onBoardingRate', 'On-boarding, identity and security checks'],
  ['onBoardingRateReason', 'On-boarding, identity and security checks: reason'],
  ['tasksRate', 'Viewing, searching and responding to tasks'],
  ['tasksRateReason', 'Viewing, searching and responding to tasks: reason'],
  ['satisfactionRate', 'Overall experience with this service so far'],
  ['satisfactionRateReason', 'Overall experience: reason'],
  ['improvementSuggestion', 'How we could improve this service'],
];

const readable = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replaceAll('_', ' ');

/** The survey's answers for the team's mailbox (the reference's UserFeedbackForService). */
export function feedbackMail(context: MailContext, to: string, feedback: UserFeedback): MailMessage {
  const answers = questions.flatMap(([field, label]) => {
    const value = feedback[field];
    if (value === null || value === undefined || value === '') return [];
    return [`${label}: ${field.endsWith('Rate') ? readable(value) : value}`];
  });
  return composeMail(context, {
    template: 'UserFeedbackForService',
    to,
    subject: 'Feedback on the service',
    paragraphs: ['Someone has answered the feedback survey.', ...answers],
  });
}
