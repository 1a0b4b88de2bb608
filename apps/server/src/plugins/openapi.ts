import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';

/** OpenAPI 3 generated from the routes' zod schemas; document and UI under /api. */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Dermadesk API', version: '2.5.0' },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (OpenID Connect ID token)' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      // Organisation-scoped routes without the organisation in the path read it from `org-id`.
      const access = (input.route.config as { access?: string } | undefined)?.access;
      if ((access === 'org' || access === 'org-admin') && !input.url.includes(':orgId')) {
        out.schema = {
          ...out.schema,
          headers: {
            type: 'object',
            properties: {
              'org-id': {
                type: 'string',
                format: 'uuid',
                description: 'The organisation the request acts in; membership is checked.',
              },
            },
            required: ['org-id'],
          },
        };
      }
      return out;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list' },
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
