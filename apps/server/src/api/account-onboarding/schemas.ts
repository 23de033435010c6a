import { z } from 'zod';

/**
 * The most rows one upload may hold. The reference sets no limit; this one keeps a single request (and
 * the transaction that stores it and queues one email a row) to a size the server handles quickly.
 */
export const MAX_ONBOARDING_ROWS = 10_000;

// Trimmed before the format check, so a stray space copied from a spreadsheet is not an error.
// Bounded before trimming too, so the input side of the pipe has a maximum (ADR 40).
const email = z.string().max(1024).trim().pipe(z.email().max(255));
const registrationNumber = z.string().trim().min(1).max(255);

export const onboardingRegistrySchema = z
  .object({ email, registrationNumber })
  .meta({ id: 'OrganisationAccountOnboardingRegistryDTO' });
export type OnboardingRegistryEntry = z.infer<typeof onboardingRegistrySchema>;

export const onboardingRegistriesSchema = z.array(onboardingRegistrySchema).min(1).max(MAX_ONBOARDING_ROWS);

export const onboardingEmailsSchema = z
  .object({ emails: z.array(z.string().trim().max(255)).max(MAX_ONBOARDING_ROWS) })
  .meta({ id: 'OnboardingEmailsDTO' });

export const onboardingRegistrationNumbersSchema = z
  .object({ registrationNumbers: z.array(z.string().trim().max(255)).max(MAX_ONBOARDING_ROWS) })
  .meta({ id: 'OnboardingRegistrationNumbersDTO' });
