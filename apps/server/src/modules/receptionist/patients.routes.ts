import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  mergePatientsSchema,
  patientEntitySchema,
  patientInputSchema,
  patientListSchema,
  patientNoteInputSchema,
  patientNoteSchema,
  patientRecordSchema,
  patientSchema,
  patientSearchSchema,
  successSchema,
  waitlistEntrySchema,
  waitlistInputSchema,
} from '@dermadesk/contracts';
import { ok } from '../../lib/ok.js';
import { orgContextOf } from '../../plugins/access.js';
import type { PatientRecordService } from './patient-record.service.js';
import type { PatientsService } from './patients.service.js';
import type { WaitlistService } from './waitlist.service.js';

/** Patient records and their page, the organisation's patient fields, and the waitlist. */
export async function patientsRoutes(
  app: FastifyInstance,
  {
    patients,
    records,
    waitlist,
  }: { patients: PatientsService; records: PatientRecordService; waitlist: WaitlistService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['receptionist'];
  // Always in the menu (product spec); the feature rule says so for the server too.
  const org = { access: 'org' as const, feature: 'receptionist' as const };
  const base = '/api/v1/receptionist';

  r.get(
    `${base}/patient-entity`,
    {
      config: org,
      schema: {
        tags,
        summary: "The organisation's extra patient fields",
        response: { 200: successSchema(patientEntitySchema) },
      },
    },
    async (req) => ok(await patients.entity(orgContextOf(req))),
  );

  r.put(
    `${base}/patient-entity`,
    {
      config: { access: 'org-admin', feature: 'receptionist' },
      schema: {
        tags,
        summary: 'Describe the extra patient fields (admins)',
        body: patientEntitySchema,
        response: { 200: successSchema(patientEntitySchema) },
      },
    },
    async (req) => ok(await patients.saveEntity(orgContextOf(req), req.body)),
  );

  r.get(
    `${base}/patients`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Search by name, phone, date of birth or subject ID',
        querystring: patientSearchSchema,
        response: { 200: successSchema(patientListSchema) },
      },
    },
    async (req) =>
      ok({ items: await patients.search(orgContextOf(req), req.query.q, req.query.limit) }),
  );

  r.post(
    `${base}/patients`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Create; 409 with the likely duplicates unless confirmDuplicate',
        body: patientInputSchema,
        response: { 201: successSchema(patientSchema) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await patients.create(orgContextOf(req), req.body))),
  );

  r.get(
    `${base}/patients/:id`,
    {
      config: org,
      schema: {
        tags,
        summary: 'One patient',
        params: idParamsSchema,
        response: { 200: successSchema(patientSchema) },
      },
    },
    async (req) => ok(await patients.get(orgContextOf(req), req.params.id)),
  );

  r.get(
    `${base}/patients/:id/record`,
    {
      config: org,
      schema: {
        tags,
        summary: 'The patient page: details, appointments, Skin AI results, chart and call notes',
        params: idParamsSchema,
        response: { 200: successSchema(patientRecordSchema) },
      },
    },
    async (req) => ok(await records.read(orgContextOf(req), req.params.id)),
  );

  r.post(
    `${base}/patients/:id/notes`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Add a chart note to a patient',
        params: idParamsSchema,
        body: patientNoteInputSchema,
        response: { 201: successSchema(patientNoteSchema) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(ok(await records.addNote(orgContextOf(req), req.params.id, 'chart', req.body.body))),
  );

  r.put(
    `${base}/patients/:id`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Change a patient',
        params: idParamsSchema,
        body: patientInputSchema,
        response: { 200: successSchema(patientSchema) },
      },
    },
    async (req) => ok(await patients.update(orgContextOf(req), req.params.id, req.body)),
  );

  r.post(
    `${base}/patients/merge`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Merge two records: the source joins the target and disappears',
        body: mergePatientsSchema,
        response: { 200: successSchema(patientSchema) },
      },
    },
    async (req) =>
      ok(await patients.merge(orgContextOf(req), req.body.sourceId, req.body.targetId)),
  );

  r.get(
    `${base}/waitlist`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Waiting patients, oldest first',
        querystring: z.object({ typeId: z.uuid().optional() }),
        response: { 200: successSchema(z.array(waitlistEntrySchema)) },
      },
    },
    async (req) => ok(await waitlist.list(orgContextOf(req), req.query.typeId)),
  );

  r.post(
    `${base}/waitlist`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Put a patient on the waitlist for a type, dates and times',
        body: waitlistInputSchema,
        response: { 201: successSchema(waitlistEntrySchema) },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await waitlist.add(orgContextOf(req), req.body))),
  );

  r.delete(
    `${base}/waitlist/:id`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Take an entry off the waitlist',
        params: idParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (req) => {
      await waitlist.remove(orgContextOf(req), req.params.id);
      return ok(null);
    },
  );
}
