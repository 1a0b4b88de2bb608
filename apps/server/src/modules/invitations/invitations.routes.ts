import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addMemberBodySchema,
  invitationParamsSchema,
  invitationSchema,
  myInvitationParamsSchema,
  myInvitationSchema,
  orgParamsSchema,
  orgRoleEntrySchema,
  successSchema,
} from '@dermadesk/contracts';
import { ok } from '../../lib/ok.js';
import { orgContextOf, userContextOf } from '../../plugins/access.js';
import type { InvitationsService } from './invitations.service.js';

export async function invitationsRoutes(
  app: FastifyInstance,
  { invitations }: { invitations: InvitationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organisations'];

  // The members path is kept: adding a member by e-mail is now an invitation the person accepts.
  r.post(
    '/api/v1/orgs/:orgId/members',
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: 'Invite a person by e-mail: pending until they accept, whoever they are',
        params: orgParamsSchema,
        body: addMemberBodySchema,
        response: { 201: successSchema(invitationSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await invitations.invite(orgContextOf(request), request.body.email, request.body.role),
          ),
        ),
  );

  r.get(
    '/api/v1/orgs/:orgId/invitations',
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: 'Pending invitations',
        params: orgParamsSchema,
        response: { 200: successSchema(z.array(invitationSchema)) },
      },
    },
    async (request) => ok(await invitations.list(orgContextOf(request))),
  );

  r.delete(
    '/api/v1/orgs/:orgId/invitations/:invitationId',
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: 'Withdraw a pending invitation',
        params: invitationParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await invitations.withdraw(orgContextOf(request), request.params.invitationId);
      return ok(null);
    },
  );

  r.get(
    '/api/v1/users/invitations',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: "Invitations addressed to the caller's e-mail",
        response: { 200: successSchema(z.array(myInvitationSchema)) },
      },
    },
    async (request) => ok(await invitations.mine(userContextOf(request))),
  );

  r.post(
    '/api/v1/users/invitations/:invitationId/accept',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Accept an invitation: join the organisation with its role',
        params: myInvitationParamsSchema,
        response: { 200: successSchema(orgRoleEntrySchema) },
      },
    },
    async (request) =>
      ok(await invitations.accept(userContextOf(request), request.params.invitationId)),
  );

  r.post(
    '/api/v1/users/invitations/:invitationId/decline',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Decline an invitation',
        params: myInvitationParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await invitations.decline(userContextOf(request), request.params.invitationId);
      return ok(null);
    },
  );
}
