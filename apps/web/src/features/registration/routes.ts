import { redirect, type RouteObject } from 'react-router';
import { pageRoutes, paths, requireUnregisteredOperator } from '../../shared/routing';

const pages = () => import('./pages');

// Operator registration and invitations (web-screens §4.1).
export const registrationRoutes: RouteObject[] = [
  { path: 'registration/register', loader: () => redirect(paths.registration.contactDetails) },
  ...pageRoutes(
    pages,
    [
      ['registration/register/contact-details', 'Enter your details', 'ContactDetailsPage'],
      ['registration/register/summary', 'Check your answers', 'SummaryPage'],
    ],
    { loader: requireUnregisteredOperator },
  ),
  ...pageRoutes(pages, [
    ['registration/register/success', 'You have successfully created a user account', 'SuccessPage'],
    ['registration/invitation', 'Invitation', 'InvitationPage'],
    ['registration/invalid-link', 'This link is not valid', 'InvalidLinkPage'],
  ]),
  { path: 'registration/invitation/invalid-link', loader: () => redirect(paths.registration.invalidLink()) },
];
