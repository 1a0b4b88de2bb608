import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aggregateSavedSchema,
  successSchema,
  uploadIdSchema,
  widgetAggregateBodySchema,
  widgetResultFieldsSchema,
} from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import { readMultipart } from '../../lib/multipart.js';
import { orgContextOf } from '../../plugins/access.js';
import type { RemoteConfigService } from '../remote-config/remote-config.service.js';
import type { SaveResultsService } from './save-results.service.js';
import { ok } from '../../lib/ok.js';

const tags = ['uploads'];

export async function saveResultsRoutes(
  app: FastifyInstance,
  {
    saveResults,
    remoteConfig,
  }: { saveResults: SaveResultsService; remoteConfig: RemoteConfigService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/predicts/widget-result',
    {
      config: { access: 'org', demo: true },
      schema: {
        tags,
        summary:
          'Save an analysed image into an upload (multipart: SubjectId, Module, ImageId, UploadId?, Result?, BodyPart?, ImageName?)',
        consumes: ['multipart/form-data'],
        response: { 200: successSchema(uploadIdSchema) },
      },
    },
    async (request) => {
      const maxBytes = (await remoteConfig.read()).values.MAX_UPLOAD * 1_048_576;
      // The browser may still send the File part; the stored analysis is what counts.
      const form = await readMultipart(request, { maxFileBytes: maxBytes, fileFields: ['File'] });
      const fields = widgetResultFieldsSchema.safeParse(form.fields);
      if (!fields.success) {
        throw AppError.badRequest(
          'Invalid result fields.',
          fields.error.issues.map((i) => ({ path: `/${i.path.join('/')}`, message: i.message })),
        );
      }
      return ok(await saveResults.saveImage(orgContextOf(request), fields.data));
    },
  );

  r.post(
    '/api/v1/predicts/widget-aggregate-result',
    {
      config: { access: 'org', demo: true },
      schema: {
        tags,
        summary:
          'Save the aggregate score of a multi-image upload; the server recomputes and rejects a mismatch',
        body: widgetAggregateBodySchema,
        response: { 200: successSchema(aggregateSavedSchema) },
      },
    },
    async (request) => {
      const { UploadId, Result } = request.body;
      const aggregate = await saveResults.saveAggregate(
        orgContextOf(request),
        UploadId,
        Result.input,
        Result.score,
      );
      return ok({ score: aggregate.score, adjustedRegions: aggregate.adjustedRegions });
    },
  );
}
