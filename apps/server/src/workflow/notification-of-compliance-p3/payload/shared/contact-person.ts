import { z } from 'zod';
import { sizeMessage, text } from '../draft-fields';

/**
 * A phone number as the reference's PhoneNumberDTO carries it: the calling code's digits ("44") and the
 * number. Not named as a component: the users API already documents PhoneNumberDTO (with the same wire
 * shape but no nulls), and two schemas cannot share one component id.
 */
export const phoneNumberSchema = z.strictObject({
  countryCode: text(255),
  number: text(255),
});
export type PhoneNumber = z.infer<typeof phoneNumberSchema>;

/** The reference's CountyAddressDTO, always unwrapped into its owner (no `address` object on the wire). */
export const countyAddressShape = {
  line1: text(255, 'Invalid line 1'),
  line2: text(255, 'Invalid line 2'),
  city: text(255, 'Invalid town or city name'),
  county: text(255, 'Invalid county'),
  postcode: text(64, 'Invalid postcode'),
};

export const contactPersonSchema = z
  .strictObject({
    firstName: text(255),
    lastName: text(255),
    jobTitle: text(255),
    phoneNumber: phoneNumberSchema.nullish(),
    mobileNumber: phoneNumberSchema.nullish(),
    email: text(255),
    ...countyAddressShape,
  })
  .meta({ id: 'ContactPerson' });
export type ContactPerson = z.infer<typeof contactPersonSchema>;

/** Activity codes: a classification type, its name when OTHER, and one to four codes. */
export const classificationCodesShape = {
  type: z.enum(['SIC', 'OTHER']).nullish(),
  otherTypeName: text(255),
  codes: z
    .array(z.string().max(255, sizeMessage(255)))
    .max(4, sizeMessage(4, 1))
    .nullish(),
};

export const classificationCodesSchema = z
  .strictObject(classificationCodesShape)
  .meta({ id: 'ClassificationCodes' });
export type ClassificationCodes = z.infer<typeof classificationCodesSchema>;
