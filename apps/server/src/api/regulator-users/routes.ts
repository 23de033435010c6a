import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { userIdParamsSchema } from '../regulator-authorities/schemas';
import { regulatorScope, requireUsersEdit } from '../../domain/regulator-scope';
import { requireRoleType } from '../../domain/authorization';
import { tokenSchema } from '../shared/token-schemas';
import { fileTokenSchema } from '../user-signatures/routes';
import { readRegulatorForm, registerMultipart, skipMultipartBodyValidation } from './multipart';
import {
  inviteFormSchema,
  parsePart,
  regulatorInvitedUserSchema,
  regulatorUserDetailsSchema,
  regulatorUserUpdateResultSchema,
  regulatorUserUpdateSchema,
  updateFormSchema,
} from './schemas';
import { regulatorUsersService } from './service';

const tags = ['Regulator Users'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const regulatorUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  skipMultipartBodyValidation(app);
  const service = regulatorUsersService(app);
  const regulatorOnly = requireRoleType(['REGULATOR']);

  app.post(
    '/regulator-users',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'updateCurrentRegulatorUser',
        tags,
        summary: 'Updates the current regulator user',
        consumes: ['multipart/form-data'],
        body: updateFormSchema,
        response: { 200: regulatorUserUpdateResultSchema, ...errors },
      },
    },
    async (request) => {
      const scope = regulatorScope(request.userContext);
      const form = await readRegulatorForm(request, 'regulatorUserUpdateDTO');
      const input = parsePart(regulatorUserUpdateSchema, form.json, 'regulatorUserUpdateDTO');
      return service.update(scope, scope.userId, input, form.signature);
    },
  );

  app.post(
    '/regulator-users/invite',
    {
      preHandler: regulatorOnly,
      config: {
        // Each invitation sends an email to an address the caller chooses.
        rateLimit: {
          name: 'regulator-invite',
          max: 30,
          windowSeconds: 3600,
          keys: (request) => [`user:${request.userId}`],
        },
      },
      schema: {
        operationId: 'inviteRegulatorUserToCA',
        tags,
        summary: 'Invite new regulator user',
        consumes: ['multipart/form-data'],
        body: inviteFormSchema,
        response: { 204: z.null(), ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const scope = regulatorScope(request.userContext);
      // Refuse before reading the upload.
      requireUsersEdit(scope);
      const form = await readRegulatorForm(request, 'regulatorInvitedUser');
      const input = parsePart(regulatorInvitedUserSchema, form.json, 'regulatorInvitedUser');
      await service.invite(scope, input, form.signature);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/regulator-users/registration/accept-invitation-and-register',
    {
      // As the reference's role annotation: a regulator (the invitee's pending authority makes them
      // one), with no active authority needed yet.
      preHandler: requireRoleType(['REGULATOR'], { authorityRequired: false }),
      config: {
        rateLimit: { name: 'regulator-accept', max: 20, windowSeconds: 600 },
      },
      schema: {
        operationId: 'acceptRegulatorInvitationAndRegister',
        tags: ['Regulator users registration'],
        summary: 'Accept invitation and register for regulator user',
        body: tokenSchema,
        response: { 204: z.null(), ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.acceptInvitation(request.userId, request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/regulator-users/:userId',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'getRegulatorUserByCaAndId',
        tags,
        summary: 'Retrieves the user of type REGULATOR that corresponds to the provided user id',
        params: userIdParamsSchema,
        response: { 200: regulatorUserDetailsSchema, ...errors },
      },
    },
    async (request) => service.get(regulatorScope(request.userContext), request.params.userId),
  );

  app.post(
    '/regulator-users/:userId',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'updateRegulatorUserByCaAndId',
        tags,
        summary: 'Updates the user of type REGULATOR that corresponds to the provided user id',
        params: userIdParamsSchema,
        consumes: ['multipart/form-data'],
        body: updateFormSchema,
        response: { 200: regulatorUserUpdateResultSchema, ...errors },
      },
    },
    async (request) => {
      const scope = regulatorScope(request.userContext);
      if (request.params.userId !== scope.userId) requireUsersEdit(scope);
      const form = await readRegulatorForm(request, 'regulatorUserUpdateDTO');
      const input = parsePart(regulatorUserUpdateSchema, form.json, 'regulatorUserUpdateDTO');
      return service.update(scope, request.params.userId, input, form.signature);
    },
  );

  app.post(
    '/regulator-users/:userId/reset-2fa',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'resetRegulator2Fa',
        tags,
        summary:
          'Resets the 2FA device for the user of type REGULATOR that corresponds to the provided user id',
        params: userIdParamsSchema,
        response: { 200: regulatorUserUpdateResultSchema, ...errors },
      },
    },
    async (request) => service.resetTwoFactor(regulatorScope(request.userContext), request.params.userId),
  );

  app.get(
    '/regulator-users/:userId/signature',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'generateGetRegulatorSignatureToken',
        tags,
        summary: 'Generate the token to get the signature of the user with the provided user id',
        params: userIdParamsSchema,
        querystring: z.object({ signatureUuid: z.uuid() }),
        response: { 200: fileTokenSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) =>
      service.signatureToken(
        regulatorScope(request.userContext),
        request.params.userId,
        request.query.signatureUuid,
      ),
  );
};
