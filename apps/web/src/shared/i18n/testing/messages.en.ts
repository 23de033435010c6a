// A catalogue for the layer's own tests.
export const messages = {
  greeting: 'Hello {name}',
  skip: 'Skip to main content',
  reports: { one: '{count} report', other: '{count} reports' },
};
