import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import type { ClassificationCodes, ContactPerson, PhoneNumber } from '../../../payload/shared/contact-person';
import type { EnergyConsumption } from '../../../payload/shared/energy-consumption';
import { energyPurposes } from '../../../payload/shared/energy-consumption';
import type {
  EnergyConsumptionPotentialReduction,
  EnergySavingsCategoriesPotentialReduction,
} from '../../../payload/shared/potential-reduction';
import { savingsCategories } from '../../../payload/shared/potential-reduction';
import { anyGiven, sumOf } from '../../energy-figures';
import type { ConstraintChecker } from '../constraint-checker';

/** Bean constraints and rules of the classes several sections share (reporting-inventory §2.1). */

const ENERGY_SUM_MESSAGE = 'Sum of energy consumption values should equal the total value';
const callingCodes = new Set(getCountries().map((country) => getCountryCallingCode(country)));

export const isEmail = (value: string) => z.email().safeParse(value).success;

export function checkEmail(check: ConstraintChecker, field: string, value: string | null | undefined): void {
  if (check.notBlank(field, value) && !isEmail(value as string)) {
    check.add(field, 'must be a well-formed email address');
  }
}

const blank = (value: string | null | undefined) => !value || value.trim().length === 0;

/** The PhoneNumberDTO's own check: a country code, if given, is the digits of a known calling code. */
export function checkPhoneNumberDto(check: ConstraintChecker, phone: PhoneNumber): void {
  const code = phone.countryCode;
  if (!blank(code) && !(/^\d{1,3}$/.test(code as string) && callingCodes.has(code as string))) {
    check.add('countryCode', 'Invalid phone country code');
  }
}

/** Both parts or neither (PhoneNumberIntegrity), and a real number for that calling code (PhoneNumberValidity). */
function checkPhone(check: ConstraintChecker, field: string, phone: PhoneNumber | null | undefined): void {
  if (!phone) return;
  checkPhoneNumberDto(check.at(field), phone);
  if (blank(phone.countryCode) !== blank(phone.number)) {
    check.add(field, 'Country code or phone number missing');
  } else if (!blank(phone.number)) {
    const digits = (phone.number as string).replace(/[\s()-]/g, '');
    if (!parsePhoneNumberFromString(`+${phone.countryCode}${digits}`)?.isValid())
      check.add(field, 'Invalid phone number');
  }
}

/** A contact person: names, email, a phone number (required), an optional mobile, and the unwrapped address. */
export function checkContactPerson(check: ConstraintChecker, person: ContactPerson): void {
  check.notBlank('firstName', person.firstName);
  check.notBlank('lastName', person.lastName);
  const phone = person.phoneNumber;
  if (!phone || blank(phone.countryCode) || blank(phone.number))
    check.add('phoneNumber', 'Enter your phone number');
  checkPhone(check, 'phoneNumber', phone);
  checkPhone(check, 'mobileNumber', person.mobileNumber);
  checkEmail(check, 'email', person.email);
  checkAddress(check, person);
}

export function checkAddress(
  check: ConstraintChecker,
  address: { line1?: string | null; city?: string | null; postcode?: string | null },
): void {
  check.notBlank('line1', address.line1, 'Enter your line 1');
  check.notBlank('city', address.city, 'Enter your town or city name');
  check.notBlank('postcode', address.postcode, 'Enter your postcode');
}

/** Activity codes: a type, one to four codes, and an other-type name exactly when the type is OTHER. */
export function checkClassificationCodes(check: ConstraintChecker, codes: ClassificationCodes): void {
  check.notNull('type', codes.type);
  check.notEmpty('codes', codes.codes);
  check.rule(
    (codes.type === 'OTHER') === (codes.otherTypeName !== undefined && codes.otherTypeName !== null),
    'Type and other type name values are not mutually valid',
  );
}

/** kWh by purpose: when any purpose is given the total is their sum, otherwise there is no total. */
export function checkEnergyConsumption(check: ConstraintChecker, energy: EnergyConsumption): void {
  const purposes = energyPurposes.map((purpose) => energy[purpose]);
  const total = energy.total ?? undefined;
  check.rule(anyGiven(purposes) ? sumOf(purposes) === total : total === undefined, ENERGY_SUM_MESSAGE);
}

/** Reductions by purpose: all kWh figures and their total missing, or the total equals their sum. */
export function checkEnergyConsumptionReduction(
  check: ConstraintChecker,
  reduction: EnergyConsumptionPotentialReduction,
): void {
  const figures = energyPurposes.map((purpose) => reduction[purpose]?.energyConsumption);
  checkReductionTotal(check, figures, reduction.energyConsumptionTotal, ENERGY_SUM_MESSAGE);
}

/** Reductions by saving category: the same rule over the six categories. */
export function checkSavingsCategoriesReduction(
  check: ConstraintChecker,
  reduction: EnergySavingsCategoriesPotentialReduction,
): void {
  const figures = savingsCategories.map((category) => reduction[category]?.energyConsumption);
  checkReductionTotal(
    check,
    figures,
    reduction.energyConsumptionTotal,
    'Energy savings categories total is not valid',
  );
}

function checkReductionTotal(
  check: ConstraintChecker,
  figures: (number | null | undefined)[],
  total: number | null | undefined,
  message: string,
): void {
  const nothingGiven = !anyGiven(figures) && (total === null || total === undefined);
  check.rule(nothingGiven || sumOf(figures) === total, message);
}
