import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aiConnectionTestSchema,
  aiKindParamsSchema,
  aiSettingsSchema,
  aiStatusSchema,
  successSchema,
  updateAiPolicySchema,
  updateAiProviderSchema,
} from '@dermadesk/contracts';
import { orgContextOf } from '../../plugins/access.js';
import type { AiSettingsService } from './ai-settings.service.js';
import { ok } from '../../lib/ok.js';

export async function aiSettingsRoutes(
  app: FastifyInstance,
  { aiSettings }: { aiSettings: AiSettingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ai'];
  const admin = { access: 'org-admin' as const };

  r.get(
    '/api/v1/ai/status',
    {
      config: { access: 'org' },
      schema: {
        tags,
        summary: 'Whether each AI provider is ready, disabled or not configured',
        response: { 200: successSchema(aiStatusSchema) },
      },
    },
    async (request) => ok(await aiSettings.status(orgContextOf(request))),
  );

  r.get(
    '/api/v1/ai/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: "The organisation's AI providers, limits and Assistant prompt (keys never shown)",
        response: { 200: successSchema(aiSettingsSchema) },
      },
    },
    async (request) => ok(await aiSettings.settings(orgContextOf(request))),
  );

  r.put(
    '/api/v1/ai/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set the monthly token budget, the concurrency limit or the system prompt',
        body: updateAiPolicySchema,
        response: { 200: successSchema(aiSettingsSchema) },
      },
    },
    async (request) => ok(await aiSettings.updatePolicy(orgContextOf(request), request.body)),
  );

  r.put(
    '/api/v1/ai/settings/providers/:kind',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Enable a provider or set its base URL, model or key (null clears)',
        params: aiKindParamsSchema,
        body: updateAiProviderSchema,
        response: { 200: successSchema(aiSettingsSchema) },
      },
    },
    async (request) =>
      ok(await aiSettings.updateProvider(orgContextOf(request), request.params.kind, request.body)),
  );

  r.post(
    '/api/v1/ai/settings/providers/:kind/test',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Test the connection: lists the endpoint’s models, sends no patient data',
        params: aiKindParamsSchema,
        response: { 200: successSchema(aiConnectionTestSchema) },
      },
    },
    async (request) => ok(await aiSettings.test(orgContextOf(request), request.params.kind)),
  );
}
