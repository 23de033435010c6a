// A catalogue for the layer's own tests (not named messages.*: the catalogue check leaves it alone).
export const messages = {
  greeting: 'Hello {name}',
  skip: 'Skip to main content',
  reports: { one: '{count} report', other: '{count} reports' },
};
