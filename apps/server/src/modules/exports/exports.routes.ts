import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  exportCsvBodySchema,
  exportParamsSchema,
  idParamsSchema,
  localeSchema,
} from '@dermadesk/contracts';
import { orgContextOf } from '../../plugins/access.js';
import { reportFileName } from './csv-export.js';
import type { ExportsService } from './exports.service.js';
import { reportLocale } from './pdf-texts.js';

const tags = ['exports'];

/** The report's language; without it, the Accept-Language header's, else English. */
const pdfQuerySchema = z.object({ lang: localeSchema.optional() });
/**
 * The CSV's names (modules, sites, bands, verdicts, methods) are in the report's language, as the
 * PDF's; its header row is in words only when `lang` asks for it, else the stable column keys
 * (docs/csv-export.md).
 */
const csvQuerySchema = z.object({ lang: localeSchema.optional() });
const csvLanguage = (request: FastifyRequest<{ Querystring: z.infer<typeof csvQuerySchema> }>) => ({
  locale: reportLocale(request.query.lang, request.headers['accept-language']),
  headerInWords: request.query.lang !== undefined,
});
const access = { access: 'org' as const, demo: true };

const download = (reply: FastifyReply, type: string, extension: string) =>
  reply
    .type(type)
    .header(
      'content-disposition',
      `attachment; filename="${reportFileName(new Date(), extension)}"`,
    );

const sendCsv = (reply: FastifyReply, stream: Readable) =>
  download(reply, 'text/csv; charset=utf-8', 'csv').send(stream);

export async function exportsRoutes(
  app: FastifyInstance,
  { exports }: { exports: ExportsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/exports/csv',
    {
      config: access,
      schema: {
        tags,
        summary: 'The selected uploads as CSV, one row per image (docs/csv-export.md)',
        description:
          'Streams RFC 4180 CSV in UTF-8 with a BOM. Unknown, deleted and other organisations’ ids are skipped.',
        body: exportCsvBodySchema,
        querystring: csvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await exports.csv(orgContextOf(request), request.body.ids, csvLanguage(request)),
      ),
  );

  r.get(
    '/api/v1/exports/csv/:uploadId',
    {
      config: access,
      schema: {
        tags,
        summary: 'One upload as CSV, one row per image (docs/csv-export.md)',
        params: exportParamsSchema,
        querystring: csvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await exports.csvOne(orgContextOf(request), request.params.uploadId, csvLanguage(request)),
      ),
  );

  r.get(
    '/api/v1/exports/fhir/:uploadId',
    {
      config: access,
      schema: {
        tags,
        summary: 'One upload as a FHIR R4 Bundle (collection)',
        params: exportParamsSchema,
        response: { 200: z.looseObject({ resourceType: z.literal('Bundle') }) },
      },
    },
    async (request, reply) => {
      const bundle = await exports.fhir(orgContextOf(request), request.params.uploadId);
      return reply.type('application/fhir+json; charset=utf-8').send(bundle);
    },
  );

  r.get(
    '/api/v1/exports/fhir/patients/:id',
    {
      config: { access: 'org', feature: 'receptionist' },
      schema: {
        tags,
        summary: 'A Receptionist patient with their appointments as a FHIR R4 Bundle (collection)',
        params: idParamsSchema,
        response: { 200: z.looseObject({ resourceType: z.literal('Bundle') }) },
      },
    },
    async (request, reply) => {
      const bundle = await exports.patientFhir(orgContextOf(request), request.params.id);
      return reply.type('application/fhir+json; charset=utf-8').send(bundle);
    },
  );

  r.get(
    '/api/v1/exports/:uploadId',
    {
      config: access,
      schema: {
        tags,
        summary:
          'PDF report of an upload: the aggregate report of the multi-image modules (13, 14, 18, 19, 20), else one page per image',
        description:
          'In the language of `lang` (the web app sends its UI language), else the best of the Accept-Language header, else English.',
        params: exportParamsSchema,
        querystring: pdfQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const locale = reportLocale(request.query.lang, request.headers['accept-language']);
      const pdf = await exports.pdf(orgContextOf(request), request.params.uploadId, locale);
      return download(reply, 'application/pdf', 'pdf').send(pdf);
    },
  );
}
