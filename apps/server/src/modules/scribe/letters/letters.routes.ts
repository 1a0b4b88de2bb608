import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  encounterParamsSchema,
  generateLetterSchema,
  letterInputSchema,
  letterParamsSchema,
  letterPartySchema,
  letterSchema,
  scribeExportQuerySchema,
  successSchema,
} from '@dermadesk/contracts';
import { ok } from '../../../lib/ok.js';
import { orgContextOf } from '../../../plugins/access.js';
import { reportFileName } from '../../exports/csv-export.js';
import { reportLocale } from '../../exports/pdf-texts.js';
import { ENCOUNTERS, scribeAccess } from '../scribe.routes.js';
import type { LettersService } from './letters.service.js';

const LETTERS = `${ENCOUNTERS}/:id/letters`;
const LETTER = `${LETTERS}/:letterId`;

export async function lettersRoutes(
  app: FastifyInstance,
  { letters }: { letters: LettersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scribe'];
  const config = scribeAccess;
  const letterResponse = { 200: successSchema(letterSchema) };

  r.get(
    '/api/v1/scribe/letter-sender',
    {
      config,
      schema: {
        tags,
        summary: 'The sender I last wrote on a letter, else my name and the organisation’s',
        response: { 200: successSchema(letterPartySchema) },
      },
    },
    async (request) => ok(await letters.sender(orgContextOf(request))),
  );

  r.get(
    LETTERS,
    {
      config,
      schema: {
        tags,
        summary: "The encounter's letters, oldest first",
        params: encounterParamsSchema,
        response: { 200: successSchema(z.array(letterSchema)) },
      },
    },
    async (request) => ok(await letters.list(orgContextOf(request), request.params.id)),
  );

  r.post(
    LETTERS,
    {
      config,
      schema: {
        tags,
        summary:
          'Start a letter (referral, to the GP, or to the patient); the sender is remembered',
        params: encounterParamsSchema,
        body: letterInputSchema,
        response: { 201: successSchema(letterSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await letters.create(orgContextOf(request), request.params.id, request.body))),
  );

  r.put(
    LETTER,
    {
      config,
      schema: {
        tags,
        summary: 'Replace a letter (sender, recipient, patient, body)',
        params: letterParamsSchema,
        body: letterInputSchema,
        response: letterResponse,
      },
    },
    async (request) => {
      const { id, letterId } = request.params;
      return ok(await letters.update(orgContextOf(request), id, letterId, request.body));
    },
  );

  r.delete(
    LETTER,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a letter',
        params: letterParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await letters.remove(orgContextOf(request), request.params.id, request.params.letterId);
      return ok(null);
    },
  );

  r.post(
    `${LETTER}/generate`,
    {
      config,
      schema: {
        tags,
        summary:
          "Write the letter's body with the chat model from the chart note (the sentences found in the transcript) and the body map; 503 says which provider to configure",
        params: letterParamsSchema,
        body: generateLetterSchema,
        response: letterResponse,
      },
    },
    async (request) => {
      const { id, letterId } = request.params;
      const ctx = orgContextOf(request);
      return ok(await letters.generate(ctx, id, letterId, request.body.language));
    },
  );

  r.get(
    `${LETTER}/pdf`,
    {
      config,
      schema: {
        tags,
        summary: 'The letter as a PDF',
        params: letterParamsSchema,
        querystring: scribeExportQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { id, letterId } = request.params;
      const locale = reportLocale(request.query.lang, request.headers['accept-language']);
      const pdf = await letters.pdf(orgContextOf(request), id, letterId, locale);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${reportFileName(new Date(), 'pdf', 'Letter')}"`,
        )
        .send(pdf);
    },
  );
}
