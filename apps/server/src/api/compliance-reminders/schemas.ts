import { z } from 'zod';
import { requestTypes } from '../../workflow/catalogue';

/** Accounts one call may remind: a page of the account list at its largest (MAX_PAGE_SIZE's default). */
export const MAX_REMINDER_ACCOUNTS = 500;

export const reminderRequestSchema = z
  .object({
    /** The report chased, as its request type: one with a submission window (not an account's opening). */
    report: z.enum(requestTypes),
    /** The accounts chosen on the list, each once. */
    accountIds: z
      .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
      .min(1)
      .max(MAX_REMINDER_ACCOUNTS)
      .refine((ids) => new Set(ids).size === ids.length, 'Each account once'),
  })
  .meta({ id: 'ComplianceReminderRequest' });
export type ReminderRequest = z.infer<typeof reminderRequestSchema>;

const reminderAccountSchema = z
  .object({
    accountId: z.number().int(),
    name: z.string(),
    organisationId: z.string(),
    /** People it goes (or went) to: the primary contact and the Advanced users, each once. */
    recipients: z.number().int(),
  })
  .meta({ id: 'ComplianceReminderAccount' });
export type ReminderAccount = z.infer<typeof reminderAccountSchema>;

/** The chosen accounts by what happens (or happened) to each; every list at most the accounts asked. */
const outcomes = {
  /** Already reminded of this report today (by anyone): not sent again until tomorrow. */
  alreadyReminded: z.array(reminderAccountSchema),
  /** No primary contact or active Advanced user to send it to: nothing sent. */
  noContacts: z.array(reminderAccountSchema),
  /** Not LIVE (closed, awaiting approval, denied): not reminded. */
  notLive: z.array(reminderAccountSchema),
};

export const reminderPreviewSchema = z
  .object({
    report: z.enum(requestTypes),
    /** The e-mail as the first recipient would read it (a placeholder name when nobody would get one). */
    subject: z.string(),
    body: z.string(),
    toSend: z.array(reminderAccountSchema),
    ...outcomes,
  })
  .meta({ id: 'ComplianceReminderPreview' });
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;

export const reminderResultSchema = z
  .object({
    report: z.enum(requestTypes),
    sent: z.array(reminderAccountSchema),
    ...outcomes,
  })
  .meta({ id: 'ComplianceReminderResult' });
export type ReminderResult = z.infer<typeof reminderResultSchema>;
