import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successSchema, userSchema } from '@dermadesk/contracts';
import { ok } from '../../lib/ok.js';
import { userContextOf } from '../../plugins/access.js';
import type { UsersService } from './users.service.js';

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/users/sync-user',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: "Upsert the caller's profile from the ID token and return it",
        response: { 200: successSchema(userSchema) },
      },
    },
    async (request) => ok(await users.syncUser(userContextOf(request))),
  );
}
