import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { contextOf, requireRoleType } from '../../domain/authorization';
import { accountIdParams, accountUserParams } from '../operator-authorities/schemas';
import { operatorUserSchema } from '../users/schemas';
import {
  inviteAndRegisterSchema,
  invitedUserInfoSchema,
  operatorUserInvitationSchema,
  operatorUserRegistrationSchema,
  tokenSchema,
} from './schemas';
import { operatorUsersService } from './service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const operatorUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = operatorUsersService(app);
  const members = requireRoleType(['OPERATOR', 'REGULATOR']);
  // Invitees and new users have no active authority yet: they only need to be (would-be) operators.
  const anyOperator = requireRoleType(['OPERATOR'], { authorityRequired: false });

  app.get(
    '/operator-users/account/:accountId/:userId',
    {
      preHandler: members,
      schema: {
        operationId: 'getOperatorUserById',
        tags: ['Operator Users'],
        summary: 'Retrieves the details of an operator user of the account',
        params: accountUserParams,
        response: { 200: operatorUserSchema, ...errors },
      },
    },
    async (request) => service.get(contextOf(request), request.params.accountId, request.params.userId),
  );

  app.patch(
    '/operator-users/account/:accountId/:userId',
    {
      preHandler: members,
      schema: {
        operationId: 'updateOperatorUserById',
        tags: ['Operator Users'],
        summary: 'Updates the details of an operator user of the account (not the email address)',
        params: accountUserParams,
        body: operatorUserSchema,
        response: { 200: operatorUserSchema, ...errors },
      },
    },
    async (request) =>
      service.update(contextOf(request), request.params.accountId, request.params.userId, request.body),
  );

  app.patch(
    '/operator-users/operator',
    {
      preHandler: requireRoleType(['OPERATOR']),
      schema: {
        operationId: 'updateCurrentOperatorUser',
        tags: ['Operator Users'],
        summary: "Updates the signed-in operator's own details (not the email address)",
        body: operatorUserSchema,
        response: { 200: operatorUserSchema, ...errors },
      },
    },
    async (request) => service.updateSelf(request.userId, request.body),
  );

  app.patch(
    '/operator-users/account/:accountId/:userId/reset-2fa',
    {
      preHandler: members,
      schema: {
        operationId: 'resetOperator2Fa',
        tags: ['Operator Users'],
        summary: "Removes an operator user's authenticator so they set up a new one at next sign-in",
        params: accountUserParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.resetTwoFactor(contextOf(request), request.params.accountId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/operator-users/invite/account/:accountId',
    {
      preHandler: members,
      config: {
        // Each invitation sends an email to an address the caller chooses.
        rateLimit: {
          name: 'operator-invitation',
          max: 60,
          windowSeconds: 3600,
          keys: (request) => [`user:${request.userId}`],
        },
      },
      schema: {
        operationId: 'inviteOperatorUserToAccount',
        tags: ['Operator Users invitation'],
        summary: 'Invites a person to the account with the given role',
        params: accountIdParams,
        body: operatorUserInvitationSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.invite(contextOf(request), request.params.accountId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/operator-users/registration/accept-invitation',
    {
      preHandler: anyOperator,
      config: { rateLimit: { name: 'accept-invitation', max: 30, windowSeconds: 600 } },
      schema: {
        operationId: 'acceptOperatorInvitation',
        tags: ['Operator users registration'],
        summary: 'Accepts an invitation to an account as the signed-in invitee',
        body: tokenSchema,
        response: { 200: invitedUserInfoSchema, ...errors },
      },
    },
    async (request) => service.acceptInvitation(request.userId, request.body.token),
  );

  app.post(
    '/operator-users/registration/accept-invitation-and-register',
    {
      preHandler: anyOperator,
      config: { rateLimit: { name: 'accept-invitation', max: 30, windowSeconds: 600 } },
      schema: {
        operationId: 'acceptOperatorInvitationAndRegister',
        tags: ['Operator users registration'],
        summary: "Saves the signed-in invitee's details and accepts the invitation",
        body: inviteAndRegisterSchema,
        response: { 200: invitedUserInfoSchema, ...errors },
      },
    },
    async (request) =>
      service.acceptInvitationAndRegister(
        request.userId,
        request.body.operatorUserRegistrationDTO,
        request.body.invitationTokenDTO.token,
      ),
  );

  app.post(
    '/operator-users/registration/register',
    {
      preHandler: anyOperator,
      schema: {
        operationId: 'registerCurrentOperatorUser',
        tags: ['Operator users registration'],
        summary: "Saves the signed-in user's details and completes their registration",
        body: operatorUserRegistrationSchema,
        response: { 200: operatorUserSchema, ...errors },
      },
    },
    async (request) => service.register(request.userId, request.body),
  );
};
