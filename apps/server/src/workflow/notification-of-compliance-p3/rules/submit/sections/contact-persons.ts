import type { ContactPersons } from '../../../payload/sections/contact-persons';
import type { ConstraintChecker } from '../constraint-checker';
import { checkContactPerson } from './shared';

export function checkContactPersons(check: ConstraintChecker, contacts: ContactPersons): void {
  if (check.notNull('primaryContact', contacts.primaryContact) && contacts.primaryContact) {
    checkContactPerson(check.at('primaryContact'), contacts.primaryContact);
  }
  check.notNull('hasSecondaryContact', contacts.hasSecondaryContact);
  if (contacts.secondaryContact) checkContactPerson(check.at('secondaryContact'), contacts.secondaryContact);
  check.rule(
    (contacts.hasSecondaryContact === true) === Boolean(contacts.secondaryContact),
    'Has secondary contact and secondary contact values are not mutually valid',
  );
}
