import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  httpModelBodySchema,
  modelParamsSchema,
  modelTestResultSchema,
  orgModelSchema,
  orgParamsSchema,
  successSchema,
} from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import { readMultipart } from '../../lib/multipart.js';
import { orgContextOf } from '../../plugins/access.js';
import type { RemoteConfigService } from '../remote-config/remote-config.service.js';
import type { ModelsService } from './models.service.js';
import { ok } from '../../lib/ok.js';

const tags = ['models'];
const MAX_ONNX_BYTES = 200 * 1_048_576;

export async function modelsRoutes(
  app: FastifyInstance,
  { models, remoteConfig }: { models: ModelsService; remoteConfig: RemoteConfigService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/orgs/:orgId/models';

  r.get(
    base,
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: 'Attached models',
        params: orgParamsSchema,
        response: { 200: successSchema(z.array(orgModelSchema)) },
      },
    },
    async (request) => ok(await models.list(orgContextOf(request))),
  );

  r.put(
    `${base}/:module/http`,
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: 'Attach an HTTP inference endpoint to a module',
        params: modelParamsSchema,
        body: httpModelBodySchema,
        response: { 200: successSchema(orgModelSchema) },
      },
    },
    async (request) =>
      ok(await models.attachHttp(orgContextOf(request), request.params.module, request.body)),
  );

  r.put(
    `${base}/:module/onnx`,
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: 'Attach an ONNX model (multipart: Model file, Manifest JSON text)',
        consumes: ['multipart/form-data'],
        params: modelParamsSchema,
        response: { 200: successSchema(orgModelSchema) },
      },
    },
    async (request) => {
      const form = await readMultipart(request, {
        maxFileBytes: MAX_ONNX_BYTES,
        fileFields: ['Model'],
      });
      const model = form.files.Model;
      if (!model?.data.length || !form.fields.Manifest)
        throw AppError.badRequest('Send the Model file and the Manifest field.');
      return ok(
        await models.attachOnnx(
          orgContextOf(request),
          request.params.module,
          model.data,
          form.fields.Manifest,
        ),
      );
    },
  );

  r.delete(
    `${base}/:module`,
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: 'Detach the model of a module',
        params: modelParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await models.detach(orgContextOf(request), request.params.module);
      return ok(null);
    },
  );

  r.post(
    `${base}/:module/test`,
    {
      config: { access: 'org-admin' },
      schema: {
        tags,
        summary: 'Run the attached model on a sample image (multipart: File)',
        consumes: ['multipart/form-data'],
        params: modelParamsSchema,
        response: { 200: successSchema(modelTestResultSchema) },
      },
    },
    async (request) => {
      const maxBytes = (await remoteConfig.read()).values.MAX_UPLOAD * 1_048_576;
      const form = await readMultipart(request, { maxFileBytes: maxBytes, fileFields: ['File'] });
      if (!form.files.File?.data.length)
        throw AppError.badRequest('Attach a sample image as the File field.');
      return ok(
        await models.test(
          orgContextOf(request),
          request.params.module,
          form.files.File.data,
          maxBytes,
        ),
      );
    },
  );
}
