import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getUploadImagesBodySchema,
  getUploadsBodySchema,
  imageCommentBodySchema,
  imageParamsSchema,
  successSchema,
  uploadDetailSchema,
  uploadPageSchema,
  uploadParamsSchema,
} from '@dermadesk/contracts';
import { orgContextOf } from '../../plugins/access.js';
import type { UploadsService } from './uploads.service.js';
import { ok } from '../../lib/ok.js';

const tags = ['uploads'];
const access = { access: 'org' as const, demo: true };

export async function uploadsRoutes(
  app: FastifyInstance,
  { uploads }: { uploads: UploadsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/uploads/get-uploads',
    {
      config: access,
      schema: {
        tags,
        summary: "One page of the organisation's uploads",
        body: getUploadsBodySchema,
        response: { 200: successSchema(uploadPageSchema) },
      },
    },
    async (request) => ok(await uploads.list(orgContextOf(request), request.body)),
  );

  r.post(
    '/api/v1/uploads/get-uploads/:id',
    {
      config: access,
      schema: {
        tags,
        summary:
          'One upload with a page of its images, their stored analyses and the clinician input',
        params: uploadParamsSchema,
        body: getUploadImagesBodySchema,
        response: { 200: successSchema(uploadDetailSchema) },
      },
    },
    async (request) =>
      ok(await uploads.detail(orgContextOf(request), request.params.id, request.body)),
  );

  r.delete(
    '/api/v1/uploads/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete an upload (soft; images removed after the retention period)',
        params: uploadParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await uploads.remove(orgContextOf(request), request.params.id);
      return ok(null);
    },
  );

  r.post(
    '/api/v1/uploads/image/:id',
    {
      config: access,
      schema: {
        tags,
        summary: "Set the clinician's comment on an image (when ALLOW_USER_COMMENT is on)",
        params: imageParamsSchema,
        body: imageCommentBodySchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await uploads.comment(orgContextOf(request), request.params.id, request.body.userResult);
      return ok(null);
    },
  );
}
