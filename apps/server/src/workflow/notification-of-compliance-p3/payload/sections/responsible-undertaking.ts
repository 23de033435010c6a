import { z } from 'zod';
import { flag, text } from '../draft-fields';
import { classificationCodesShape, countyAddressShape, phoneNumberSchema } from '../shared/contact-person';

/** The responsible undertaking's name, registration, address and activity codes (address and codes unwrapped). */
export const reviewOrganisationDetailsSchema = z
  .strictObject({
    name: text(255),
    registrationNumberExist: flag(),
    registrationNumber: text(255),
    ...countyAddressShape,
    ...classificationCodesShape,
  })
  .meta({ id: 'ReviewOrganisationDetails' });
export type ReviewOrganisationDetails = z.infer<typeof reviewOrganisationDetailsSchema>;

export const tradingDetailsSchema = z
  .strictObject({ exist: flag(), tradingName: text(255) })
  .meta({ id: 'TradingDetails' });

export const organisationContactDetailsSchema = z
  .strictObject({ email: text(255), phoneNumber: phoneNumberSchema.nullish() })
  .meta({ id: 'OrganisationContactDetails' });

export const overseasParentDetailsSchema = z
  .strictObject({ name: text(255), tradingName: text(255) })
  .meta({ id: 'OverseasParentDetails' });

/** Section "Responsible undertaking". */
export const responsibleUndertakingSchema = z
  .strictObject({
    organisationDetails: reviewOrganisationDetailsSchema.nullish(),
    tradingDetails: tradingDetailsSchema.nullish(),
    organisationContactDetails: organisationContactDetailsSchema.nullish(),
    isBehalfOfTrust: flag(),
    trustName: text(255),
    hasOverseasParentDetails: flag(),
    overseasParentDetails: overseasParentDetailsSchema.nullish(),
  })
  .meta({ id: 'ResponsibleUndertaking' });
export type ResponsibleUndertaking = z.infer<typeof responsibleUndertakingSchema>;
