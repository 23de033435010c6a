import { redirect, type RouteObject } from 'react-router';
import { paths, requireUnregisteredOperator, type RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

// Operator registration and invitations (web-screens §4.1).
export const registrationRoutes: RouteObject[] = [
  { path: 'registration/register', loader: () => redirect(paths.registration.contactDetails) },
  {
    path: 'registration/register/contact-details',
    loader: requireUnregisteredOperator,
    handle: { title: 'Enter your details' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).ContactDetailsPage },
  },
  {
    path: 'registration/register/summary',
    loader: requireUnregisteredOperator,
    handle: { title: 'Check your answers' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).SummaryPage },
  },
  {
    path: 'registration/register/success',
    handle: { title: 'You have successfully created a user account' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).SuccessPage },
  },
  {
    path: 'registration/invitation',
    handle: { title: 'Invitation' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).InvitationPage },
  },
  { path: 'registration/invitation/invalid-link', loader: () => redirect(paths.registration.invalidLink()) },
  {
    path: 'registration/invalid-link',
    handle: { title: 'This link is not valid' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).InvalidLinkPage },
  },
];
