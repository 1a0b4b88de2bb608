import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encounterParamsSchema, scribeExportQuerySchema } from '@dermadesk/contracts';
import { orgContextOf } from '../../../plugins/access.js';
import { reportFileName } from '../../exports/csv-export.js';
import { reportLocale } from '../../exports/pdf-texts.js';
import { ENCOUNTERS, scribeAccess } from '../scribe.routes.js';
import type { NoteExportService } from './note-export.service.js';

export async function noteExportRoutes(
  app: FastifyInstance,
  { noteExport }: { noteExport: NoteExportService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scribe'];
  const config = scribeAccess;

  r.get(
    `${ENCOUNTERS}/:id/export/pdf`,
    {
      config,
      schema: {
        tags,
        summary:
          'The chart note as a PDF with its body map; sentences not found in the transcript are marked',
        params: encounterParamsSchema,
        querystring: scribeExportQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const locale = reportLocale(request.query.lang, request.headers['accept-language']);
      const pdf = await noteExport.pdf(orgContextOf(request), request.params.id, locale);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${reportFileName(new Date(), 'pdf', 'ChartNote')}"`,
        )
        .send(pdf);
    },
  );

  r.get(
    `${ENCOUNTERS}/:id/export/fhir`,
    {
      config,
      schema: {
        tags,
        summary:
          'The encounter as a FHIR R4 document Bundle: Composition, Patient, Practitioner, Encounter, and DocumentReferences for the note PDF and the letters',
        params: encounterParamsSchema,
        querystring: scribeExportQuerySchema,
        response: { 200: z.looseObject({ resourceType: z.literal('Bundle') }) },
      },
    },
    async (request, reply) => {
      const locale = reportLocale(request.query.lang, request.headers['accept-language']);
      const bundle = await noteExport.fhir(orgContextOf(request), request.params.id, locale);
      return reply
        .type('application/fhir+json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${reportFileName(new Date(), 'json', 'ChartNote')}"`,
        )
        .send(bundle);
    },
  );
}
