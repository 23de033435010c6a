/** The first published terms and conditions. A new version is a new row; users then accept it again. */
export const TERMS_V1 = {
  version: 1,
  url: '/terms/v1',
  text: [
    'These terms and conditions apply to everyone who uses Manage your ESOS reporting: operators of responsible undertakings and their lead assessors, regulators and verifiers.',
    'You must keep your sign-in details and your two-factor authentication device to yourself. Tell your regulator straight away if you think someone else has used your account.',
    'You must only enter information that is accurate and complete to the best of your knowledge, and only for organisations you are authorised to act for.',
    'We record what you do in the service, including what you submit and when, so that regulators can carry out their duties under the Energy Savings Opportunity Scheme Regulations 2014.',
    'We may suspend your access if you break these terms, or while we investigate a security incident.',
    'We may change these terms. When we do, we will ask you to accept the new version before you continue.',
  ].join('\n\n'),
};
