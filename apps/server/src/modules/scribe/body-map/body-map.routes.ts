import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bodyMapSchema,
  encounterParamsSchema,
  putBodyMapSchema,
  subjectAnalysisSchema,
  successSchema,
} from '@dermadesk/contracts';
import { ok } from '../../../lib/ok.js';
import { orgContextOf } from '../../../plugins/access.js';
import { ENCOUNTERS, scribeAccess } from '../scribe.routes.js';
import type { SubjectAnalysesService } from '../skin-ai/subject-analyses.js';
import type { BodyMapService } from './body-map.service.js';

/** The body map of an encounter and the Skin AI results of its subject, for the note. */
export async function bodyMapRoutes(
  app: FastifyInstance,
  { bodyMap, analyses }: { bodyMap: BodyMapService; analyses: SubjectAnalysesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scribe'];
  const config = scribeAccess;

  r.get(
    `${ENCOUNTERS}/:id/body-map`,
    {
      config,
      schema: {
        tags,
        summary: "The encounter's body-map marks",
        params: encounterParamsSchema,
        response: { 200: successSchema(bodyMapSchema) },
      },
    },
    async (request) => ok(await bodyMap.view(orgContextOf(request), request.params.id)),
  );

  r.put(
    `${ENCOUNTERS}/:id/body-map`,
    {
      config,
      schema: {
        tags,
        summary:
          "Replace the body-map marks; a mark may link only to a Skin AI result of the encounter's subject",
        params: encounterParamsSchema,
        body: putBodyMapSchema,
        response: { 200: successSchema(bodyMapSchema) },
      },
    },
    async (request) =>
      ok(await bodyMap.put(orgContextOf(request), request.params.id, request.body.marks)),
  );

  r.get(
    `${ENCOUNTERS}/:id/analyses`,
    {
      config,
      schema: {
        tags,
        summary:
          "The saved Skin AI results of the encounter's subject, newest first, to insert into the note; 409 without a subject ID",
        params: encounterParamsSchema,
        response: {
          200: successSchema(
            z.object({ subjectId: z.string(), analyses: z.array(subjectAnalysisSchema) }),
          ),
        },
      },
    },
    async (request) => ok(await analyses.offer(orgContextOf(request), request.params.id)),
  );
}
