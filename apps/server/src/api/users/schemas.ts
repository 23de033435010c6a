import { z } from 'zod';

const text255 = z.string().max(255);

export const phoneNumberSchema = z
  .object({ countryCode: text255.optional(), number: text255.optional() })
  .meta({ id: 'PhoneNumberDTO' });

export const countyAddressSchema = z
  .object({
    line1: text255,
    line2: text255.optional(),
    city: text255,
    county: text255.optional(),
    postcode: z.string().max(64),
  })
  .meta({ id: 'CountyAddressDTO' });

const userBase = {
  email: text255,
  firstName: text255,
  lastName: text255,
  termsVersion: z.number().int().max(255).optional(),
  status: z.enum(['REGISTERED', 'PENDING']).optional(),
};

export const operatorUserSchema = z
  .object({
    ...userBase,
    address: countyAddressSchema.optional(),
    jobTitle: text255.optional(),
    phoneNumber: phoneNumberSchema.optional(),
    mobileNumber: phoneNumberSchema.optional(),
  })
  .meta({ id: 'OperatorUserDTO' });

export const regulatorUserSchema = z
  .object({
    ...userBase,
    jobTitle: text255.optional(),
    phoneNumber: text255.optional(),
    mobileNumber: text255.optional(),
  })
  .meta({ id: 'RegulatorUserDTO' });

export const verifierUserSchema = z
  .object({ ...userBase, phoneNumber: text255.optional(), mobileNumber: text255.optional() })
  .meta({ id: 'VerifierUserDTO' });

export const currentUserSchema = z.union([operatorUserSchema, regulatorUserSchema, verifierUserSchema]);

export const updateTermsSchema = z
  .object({ version: z.number().int().min(1).max(255) })
  .strict()
  .meta({ id: 'UpdateTermsDTO' });

/** The languages the service speaks (ADR 55). */
export const languageSchema = z.enum(['en', 'cy']);

export const updateLanguageSchema = z
  .object({ language: languageSchema })
  .strict()
  .meta({ id: 'UpdateUserLanguageDTO' });
