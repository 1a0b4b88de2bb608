import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analysisParamsSchema,
  analysisSchema,
  analyzeFieldsSchema,
  overlayParamsSchema,
  successSchema,
} from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import { readMultipart } from '../../lib/multipart.js';
import { orgContextOf } from '../../plugins/access.js';
import type { RemoteConfigService } from '../remote-config/remote-config.service.js';
import type { AnalysesService } from './analyses.service.js';
import { ok } from '../../lib/ok.js';

const tags = ['analysis'];

export async function analysesRoutes(
  app: FastifyInstance,
  { analyses, remoteConfig }: { analyses: AnalysesService; remoteConfig: RemoteConfigService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/predicts/analyze',
    {
      config: { access: 'org', demo: true },
      schema: {
        tags,
        summary: 'Analyse one image (multipart: Module, File, optional BodyPart and ScalePxPerMm)',
        description:
          "Runs the quality gate and the module analyzer (or the organisation's attached model), stores the metadata-free image, the overlays and the result. The file is checked by content, size (remote config MAX_UPLOAD) and pixel count.",
        consumes: ['multipart/form-data'],
        response: { 201: successSchema(analysisSchema) },
      },
    },
    async (request, reply) => {
      const ctx = orgContextOf(request);
      const maxBytes = (await remoteConfig.read()).values.MAX_UPLOAD * 1_048_576;
      const form = await readMultipart(request, { maxFileBytes: maxBytes, fileFields: ['File'] });
      const fields = analyzeFieldsSchema.safeParse(form.fields);
      if (!fields.success) {
        throw AppError.badRequest(
          'Invalid analysis fields.',
          fields.error.issues.map((i) => ({ path: `/${i.path.join('/')}`, message: i.message })),
        );
      }
      const file = form.files.File;
      if (!file || file.data.length === 0)
        throw AppError.badRequest('Attach the image as the File field.');
      const analysis = await analyses.analyze(ctx, fields.data, file.data, maxBytes);
      return reply.status(201).send(ok(analysis));
    },
  );

  r.get(
    '/api/v1/analyses/:id',
    {
      config: { access: 'org', demo: true },
      schema: {
        tags,
        summary: 'One stored analysis',
        params: analysisParamsSchema,
        response: { 200: successSchema(analysisSchema) },
      },
    },
    async (request) => ok(await analyses.get(orgContextOf(request), request.params.id)),
  );

  r.get(
    '/api/v1/analyses/:id/image',
    {
      config: { access: 'org', demo: true },
      schema: {
        tags,
        summary: 'The stored image (JPEG, metadata removed)',
        params: analysisParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await analyses.file(orgContextOf(request), request.params.id);
      return reply.type(file.mediaType).send(file.stream);
    },
  );

  r.get(
    '/api/v1/analyses/:id/overlays/:name',
    {
      config: { access: 'org', demo: true },
      schema: {
        tags,
        summary: 'One overlay (PNG mask at working size, heatmap at half of it)',
        params: overlayParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await analyses.file(
        orgContextOf(request),
        request.params.id,
        request.params.name,
      );
      return reply.type(file.mediaType).send(file.stream);
    },
  );
}
