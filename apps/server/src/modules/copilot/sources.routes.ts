import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COPILOT_MAX_FILE_BYTES,
  copilotDocumentFieldsSchema,
  copilotSettingsInputSchema,
  copilotSettingsSchema,
  copilotSourceCreatedSchema,
  copilotSourceListSchema,
  copilotSourceParamsSchema,
  copilotSourceSchema,
  copilotTooLarge,
  createWebsiteSourceSchema,
  successSchema,
  updateCopilotSourceSchema,
} from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import { readMultipart } from '../../lib/multipart.js';
import { ok } from '../../lib/ok.js';
import { orgContextOf } from '../../plugins/access.js';
import type { SourcesService } from './sources.service.js';

export async function copilotSourcesRoutes(
  app: FastifyInstance,
  { sources }: { sources: SourcesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['copilot'];
  // The menu shows Copilot only with the organisation's COPILOT flag; the API agrees.
  const access = { access: 'org' as const, feature: 'copilot' as const };
  const base = '/api/v1/copilot/sources';
  const created = { 201: successSchema(copilotSourceCreatedSchema) };

  r.get(
    base,
    {
      config: access,
      schema: {
        tags,
        summary: "The organisation's knowledge sources, newest first, with status and progress",
        response: { 200: successSchema(copilotSourceListSchema) },
      },
    },
    async (request) => ok({ items: await sources.list(orgContextOf(request)) }),
  );

  r.post(
    `${base}/documents`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Add a PDF (multipart: SourceName, File; at most 20 MB); indexed by a job',
        consumes: ['multipart/form-data'],
        response: created,
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, {
        maxFileBytes: COPILOT_MAX_FILE_BYTES,
        fileFields: ['File'],
        tooLarge: copilotTooLarge,
      });
      const fields = copilotDocumentFieldsSchema.safeParse(form.fields);
      if (!fields.success) throw AppError.badRequest(fields.error.issues[0]!.message);
      const file = form.files.File;
      if (!file) throw AppError.badRequest('Please select at least one file before proceeding.');
      const data = await sources.addDocument(orgContextOf(request), fields.data.SourceName, file);
      return reply.code(201).send(ok(data));
    },
  );

  r.post(
    `${base}/websites`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Add a website; crawled by a job within the depth and page limits',
        body: createWebsiteSourceSchema,
        response: created,
      },
    },
    async (request, reply) => {
      const data = await sources.addWebsite(orgContextOf(request), request.body);
      return reply.code(201).send(ok(data));
    },
  );

  r.patch(
    `${base}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: "Rename a source, or change a website's crawl limits and schedule",
        params: copilotSourceParamsSchema,
        body: updateCopilotSourceSchema,
        response: { 200: successSchema(copilotSourceSchema) },
      },
    },
    async (request) =>
      ok(await sources.update(orgContextOf(request), request.params.id, request.body)),
  );

  r.post(
    `${base}/:id/sync`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Re-sync a website (only changed pages are re-indexed) or re-index a PDF',
        params: copilotSourceParamsSchema,
        response: { 202: successSchema(copilotSourceCreatedSchema) },
      },
    },
    async (request, reply) => {
      const data = await sources.sync(orgContextOf(request), request.params.id);
      return reply.code(202).send(ok(data));
    },
  );

  r.delete(
    `${base}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a source with its file, pages, chunks and vectors',
        params: copilotSourceParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await sources.remove(orgContextOf(request), request.params.id);
      return ok(null);
    },
  );

  r.get(
    `${base}/:id/file`,
    {
      config: access,
      schema: {
        tags,
        summary: 'The original PDF as uploaded',
        params: copilotSourceParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const file = await sources.file(orgContextOf(request), request.params.id);
      const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .type('application/pdf')
        .header('content-length', file.size)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.stream);
    },
  );

  r.get(
    '/api/v1/copilot/settings',
    {
      config: access,
      schema: {
        tags,
        summary: 'Which sources Copilot uses, and whether answers are written or extractive',
        response: { 200: successSchema(copilotSettingsSchema) },
      },
    },
    async (request) => ok(await sources.settings(orgContextOf(request))),
  );

  r.put(
    '/api/v1/copilot/settings',
    {
      config: access,
      schema: {
        tags,
        summary: 'Choose the sources Copilot uses (at least one)',
        body: copilotSettingsInputSchema,
        response: { 200: successSchema(copilotSettingsSchema) },
      },
    },
    async (request) =>
      ok(await sources.saveSettings(orgContextOf(request), request.body.sourceIds)),
  );
}
