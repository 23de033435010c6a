import { z } from 'zod';
import { checkedAtSubmit } from '../../../reports/checked-at-submit';
import { flag, sizeMessage, text } from '../draft-fields';
import { classificationCodesSchema } from '../shared/contact-person';

/** Companies House numbers: 8 digits, a letter and 7 digits, or 2 letters, 5 digits and a letter or digit. */
export const COMPANY_REGISTRATION_NUMBER = /^(?:\d{8}|[A-Z]\d{7}|[A-Z]{2}\d{5}[A-Z0-9])$/;
export const REGISTRATION_NUMBER_FORMAT_MESSAGE =
  'Organisation associated with responsible undertaking registration number is not in a valid format';

/**
 * The most organisations either list holds. A group may have more than a thousand undertakings (the CSV
 * import fills the list), so this is above the general list bound; the body limit is met first.
 */
export const ORGANISATIONS_MAX = 10_000;

/** An undertaking that left the group and is not complying as part of it. */
export const organisationUndertakingDetailsSchema = z
  .strictObject({ organisationName: text(255), registrationNumber: text(255) })
  .meta({ id: 'OrganisationUndertakingDetails' });

export const classificationCodesDetailsSchema = z
  .strictObject({ areSameAsRU: flag(), codes: classificationCodesSchema.nullish() })
  .meta({ id: 'ClassificationCodesDetails' });

/** An organisation complying as one participant with the responsible undertaking. */
export const organisationAssociatedWithRUSchema = z
  .strictObject({
    registrationNumberExist: flag(),
    // Its pattern is checked at submit, as the reference does: a draft keeps what was typed.
    registrationNumber: checkedAtSubmit(
      z.string().max(255, sizeMessage(255)).nullish(),
      z.string().regex(COMPANY_REGISTRATION_NUMBER, REGISTRATION_NUMBER_FORMAT_MESSAGE),
    ),
    organisationName: text(255),
    isPartOfArrangement: flag(),
    isParentOfResponsibleUndertaking: flag(),
    isSubsidiaryOfResponsibleUndertaking: flag(),
    isPartOfFranchise: flag(),
    hasCeasedToBePartOfGroup: flag(),
    classificationCodesDetails: classificationCodesDetailsSchema.nullish(),
  })
  .meta({ id: 'OrganisationAssociatedWithRU' });
export type OrganisationAssociatedWithRU = z.infer<typeof organisationAssociatedWithRUSchema>;

/** Section "Organisation structure". Both lists are ordered sets: duplicates collapse on save. */
export const organisationStructureSchema = z
  .strictObject({
    isHighestParent: flag(),
    isNonComplyingUndertakingsIncluded: flag(),
    organisationUndertakingDetails: z
      .array(organisationUndertakingDetailsSchema)
      .max(ORGANISATIONS_MAX, sizeMessage(ORGANISATIONS_MAX))
      .nullish(),
    organisationsAssociatedWithRU: z
      .array(organisationAssociatedWithRUSchema)
      .max(ORGANISATIONS_MAX, sizeMessage(ORGANISATIONS_MAX))
      .nullish(),
    isGroupStructureChartProvided: flag(),
  })
  .meta({ id: 'OrganisationStructure' });
export type OrganisationStructure = z.infer<typeof organisationStructureSchema>;
