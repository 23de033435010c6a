/**
 * A disaggregated undertaking's group change names the responsible undertaking it left, which may not be its
 * own account (task-forms §3): the web checks as the user types, the server at submit. Unlike the reference,
 * names compare without case or extra spaces and registration numbers without case or any spaces.
 */

// Spaces of any kind and length count as one: "Demo  Ltd" is "demo ltd".
const words = (text: string) => text.trim().split(/\s+/).join(' ').toLowerCase();

export const isSameUndertakingName = (a: string, b: string): boolean => words(a) === words(b);

export const isSameRegistrationNumber = (a: string, b: string): boolean =>
  a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();
