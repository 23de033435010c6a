import { z } from 'zod';

const required = z.string().trim().min(1).max(255);

/** The reference's VerifierUserDTO as a request body; the email address is shown but never changed here. */
export const verifierUserInputSchema = z
  .object({
    email: z.email().max(255),
    firstName: required,
    lastName: required,
    phoneNumber: required,
    mobileNumber: z.string().trim().max(255).optional(),
    termsVersion: z.number().int().max(255).optional(),
    status: z.enum(['REGISTERED', 'PENDING']).optional(),
  })
  .meta({ id: 'VerifierUserUpdateDTO' });

export const verifierUserDetailsSchema = z
  .object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    termsVersion: z.number().int().optional(),
    status: z.enum(['REGISTERED', 'PENDING']).optional(),
    phoneNumber: z.string().optional(),
    mobileNumber: z.string().optional(),
  })
  .meta({ id: 'VerifierUserDetailsDTO' });

export type VerifierUserInput = z.infer<typeof verifierUserInputSchema>;
