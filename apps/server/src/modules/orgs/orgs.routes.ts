import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  configEntrySchema,
  memberParamsSchema,
  memberSchema,
  orgParamsSchema,
  orgSchema,
  successSchema,
  updateConfigsBodySchema,
  updateMemberBodySchema,
} from '@dermadesk/contracts';
import { orgContextOf } from '../../plugins/access.js';
import type { OrgsService } from './orgs.service.js';
import { ok } from '../../lib/ok.js';

export async function orgsRoutes(app: FastifyInstance, { orgs }: { orgs: OrgsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organisations'];

  r.get(
    '/api/v1/orgs/:orgId',
    {
      config: { access: 'org' },
      schema: {
        tags,
        summary: 'One organisation (members only)',
        params: orgParamsSchema,
        response: { 200: successSchema(orgSchema) },
      },
    },
    async (request) => ok(await orgs.getOrg(orgContextOf(request))),
  );

  r.get(
    '/api/v1/orgs/:orgId/members',
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: 'Members and their roles',
        params: orgParamsSchema,
        response: { 200: successSchema(z.array(memberSchema)) },
      },
    },
    async (request) => ok(await orgs.listMembers(orgContextOf(request))),
  );

  r.patch(
    '/api/v1/orgs/:orgId/members/:userId',
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: "Change a member's role",
        params: memberParamsSchema,
        body: updateMemberBodySchema,
        response: { 200: successSchema(memberSchema) },
      },
    },
    async (request) =>
      ok(await orgs.setMemberRole(orgContextOf(request), request.params.userId, request.body.role)),
  );

  r.delete(
    '/api/v1/orgs/:orgId/members/:userId',
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: 'Remove a member',
        params: memberParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await orgs.removeMember(orgContextOf(request), request.params.userId);
      return ok(null);
    },
  );

  r.get(
    '/api/v1/orgs/:orgId/configs',
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: 'Organisation configuration (module flags, ENABLE_* keys)',
        params: orgParamsSchema,
        response: { 200: successSchema(z.array(configEntrySchema)) },
      },
    },
    async (request) => ok(await orgs.getConfigs(orgContextOf(request))),
  );

  r.put(
    '/api/v1/orgs/:orgId/configs',
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: 'Set or remove configuration keys',
        params: orgParamsSchema,
        body: updateConfigsBodySchema,
        response: { 200: successSchema(z.array(configEntrySchema)) },
      },
    },
    async (request) => ok(await orgs.updateConfigs(orgContextOf(request), request.body.configs)),
  );
}
