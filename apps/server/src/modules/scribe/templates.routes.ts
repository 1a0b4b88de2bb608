import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  saveTemplateSchema,
  scribeOptionsSchema,
  scribeOptionsViewSchema,
  scribeOrgSettingsSchema,
  successSchema,
  templateParamsSchema,
  templateSchema,
} from '@dermadesk/contracts';
import { ok } from '../../lib/ok.js';
import { orgContextOf } from '../../plugins/access.js';
import { scribeAccess } from './scribe.routes.js';
import type { OptionsService } from './options.service.js';
import type { TemplatesService } from './templates.service.js';

const BASE = '/api/v1/scribe/templates';
const SETTINGS = '/api/v1/scribe/settings';
const OPTIONS = '/api/v1/scribe/options';

export async function templatesRoutes(
  app: FastifyInstance,
  { templates, options }: { templates: TemplatesService; options: OptionsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scribe'];
  const config = scribeAccess;

  r.get(
    BASE,
    {
      config,
      schema: {
        tags,
        summary: "Ready-made templates, the organisation's shared ones and mine",
        response: { 200: successSchema(z.array(templateSchema)) },
      },
    },
    async (request) => ok(await templates.list(orgContextOf(request))),
  );

  r.post(
    BASE,
    {
      config,
      schema: {
        tags,
        summary: 'Create a template (`fields` and `examples` as JSON text; scope org: admins only)',
        body: saveTemplateSchema,
        response: { 201: successSchema(templateSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await templates.create(orgContextOf(request), request.body))),
  );

  r.put(
    `${BASE}/:templateId`,
    {
      config,
      schema: {
        tags,
        summary: 'Change a template of mine (or a shared one, as admin)',
        params: templateParamsSchema,
        body: saveTemplateSchema,
        response: { 200: successSchema(templateSchema) },
      },
    },
    async (request) =>
      ok(await templates.update(orgContextOf(request), request.params.templateId, request.body)),
  );

  r.delete(
    `${BASE}/:templateId`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a template of mine (or a shared one, as admin)',
        params: templateParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await templates.remove(orgContextOf(request), request.params.templateId);
      return ok(null);
    },
  );

  r.get(
    SETTINGS,
    {
      config,
      schema: {
        tags,
        summary: "The organisation's scribe policy: consent, audio retention, upload size",
        response: { 200: successSchema(scribeOrgSettingsSchema) },
      },
    },
    async (request) => ok(await templates.settings(orgContextOf(request))),
  );

  r.put(
    SETTINGS,
    {
      config,
      schema: {
        tags,
        summary: "Set the organisation's scribe policy (admins)",
        body: scribeOrgSettingsSchema,
        response: { 200: successSchema(scribeOrgSettingsSchema) },
      },
    },
    async (request) => ok(await templates.saveSettings(orgContextOf(request), request.body)),
  );

  r.get(
    OPTIONS,
    {
      config,
      schema: {
        tags,
        summary:
          'My transcription and drafting options, and whether the chat model takes audio (needed to skip transcription)',
        response: { 200: successSchema(scribeOptionsViewSchema) },
      },
    },
    async (request) => ok(await options.effective(orgContextOf(request))),
  );

  r.put(
    OPTIONS,
    {
      config,
      schema: {
        tags,
        summary: 'Set my options; skipping transcription is refused (409) without an audio model',
        body: scribeOptionsSchema,
        response: { 200: successSchema(scribeOptionsViewSchema) },
      },
    },
    async (request) => ok(await options.save(orgContextOf(request), request.body)),
  );
}
