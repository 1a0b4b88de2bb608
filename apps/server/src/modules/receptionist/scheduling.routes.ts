import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentSchema,
  appointmentsQuerySchema,
  appointmentTypeInputSchema,
  appointmentTypeSchema,
  cancelAppointmentSchema,
  cancelResultSchema,
  createAppointmentSchema,
  createdSchema,
  createExceptionSchema,
  createResourceSchema,
  exceptionSchema,
  guidedRequestSchema,
  guidedResponseSchema,
  idParamsSchema,
  moveAppointmentSchema,
  receptionistSettingsSchema,
  resourceSchema,
  slotListSchema,
  slotsQuerySchema,
  successSchema,
  updateResourceSchema,
  workingHoursListSchema,
} from '@dermadesk/contracts';
import { ok } from '../../lib/ok.js';
import { orgContextOf } from '../../plugins/access.js';
import type { BookingService } from './booking.service.js';
import type { GuidedBookingService } from './guided.service.js';
import type { SetupService } from './setup.service.js';

/** Settings, resources, hours, closures, appointment types, slots and appointments. */
export async function schedulingRoutes(
  app: FastifyInstance,
  {
    setup,
    booking,
    guided,
  }: { setup: SetupService; booking: BookingService; guided: GuidedBookingService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['receptionist'];
  // Always in the menu (product spec); the feature rule says so for the server too.
  const org = { access: 'org' as const, feature: 'receptionist' as const };
  const base = '/api/v1/receptionist';
  const rangeQuery = z.object({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
  });

  r.get(
    `${base}/settings`,
    {
      config: org,
      schema: {
        tags,
        summary: 'The Receptionist settings: time zone, clinic information',
        response: { 200: successSchema(receptionistSettingsSchema) },
      },
    },
    async (req) => ok(await setup.settings(orgContextOf(req))),
  );

  r.put(
    `${base}/settings`,
    {
      config: { access: 'org-admin', feature: 'receptionist' },
      schema: {
        tags,
        summary: 'Save the Receptionist settings (admins)',
        body: receptionistSettingsSchema,
        response: { 200: successSchema(receptionistSettingsSchema) },
      },
    },
    async (req) => ok(await setup.saveSettings(orgContextOf(req), req.body)),
  );

  r.get(
    `${base}/resources`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Practitioners, rooms and devices',
        response: { 200: successSchema(z.array(resourceSchema)) },
      },
    },
    async (req) => ok(await setup.resources(orgContextOf(req))),
  );

  r.post(
    `${base}/resources`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Add a practitioner, room or device',
        body: createResourceSchema,
        response: { 201: successSchema(resourceSchema) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await setup.createResource(orgContextOf(req), req.body))),
  );

  r.patch(
    `${base}/resources/:id`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Rename or (de)activate a resource',
        params: idParamsSchema,
        body: updateResourceSchema,
        response: { 200: successSchema(resourceSchema) },
      },
    },
    async (req) => ok(await setup.updateResource(orgContextOf(req), req.params.id, req.body)),
  );

  r.get(
    `${base}/resources/:id/hours`,
    {
      config: org,
      schema: {
        tags,
        summary: "A resource's weekly working hours",
        params: idParamsSchema,
        response: { 200: successSchema(workingHoursListSchema) },
      },
    },
    async (req) => ok(await setup.hours(orgContextOf(req), req.params.id)),
  );

  r.put(
    `${base}/resources/:id/hours`,
    {
      config: org,
      schema: {
        tags,
        summary:
          "Replace a resource's weekly working hours (ISO weekdays, HH:mm in the organisation's zone)",
        params: idParamsSchema,
        body: workingHoursListSchema,
        response: { 200: successSchema(workingHoursListSchema) },
      },
    },
    async (req) => ok(await setup.replaceHours(orgContextOf(req), req.params.id, req.body)),
  );

  r.get(
    `${base}/exceptions`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Closures overlapping a range',
        querystring: rangeQuery,
        response: { 200: successSchema(z.array(exceptionSchema)) },
      },
    },
    async (req) =>
      ok(
        await setup.exceptions(orgContextOf(req), {
          from: new Date(req.query.from),
          to: new Date(req.query.to),
        }),
      ),
  );

  r.post(
    `${base}/exceptions`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Close a resource, or everyone without resourceId (leave, holiday, maintenance)',
        body: createExceptionSchema,
        response: { 201: successSchema(exceptionSchema) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await setup.createException(orgContextOf(req), req.body))),
  );

  r.delete(
    `${base}/exceptions/:id`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Remove a closure',
        params: idParamsSchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (req) => {
      await setup.deleteException(orgContextOf(req), req.params.id);
      return ok(null);
    },
  );

  r.get(
    `${base}/appointment-types`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Appointment types',
        response: { 200: successSchema(z.array(appointmentTypeSchema)) },
      },
    },
    async (req) => ok(await setup.types(orgContextOf(req))),
  );

  r.post(
    `${base}/appointment-types`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Add an appointment type (every resource in resourceIds is needed)',
        body: appointmentTypeInputSchema,
        response: { 201: successSchema(appointmentTypeSchema) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await setup.createType(orgContextOf(req), req.body))),
  );

  r.put(
    `${base}/appointment-types/:id`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Change an appointment type',
        params: idParamsSchema,
        body: appointmentTypeInputSchema.and(z.object({ active: z.boolean().optional() })),
        response: { 200: successSchema(appointmentTypeSchema) },
      },
    },
    async (req) => ok(await setup.updateType(orgContextOf(req), req.params.id, req.body)),
  );

  r.get(
    `${base}/slots`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Free slots of a type in a range, in time order',
        querystring: slotsQuerySchema,
        response: { 200: successSchema(slotListSchema) },
      },
    },
    async (req) => ok({ slots: await booking.slots(orgContextOf(req), req.query) }),
  );

  r.get(
    `${base}/appointments`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Appointments overlapping a range (or of one patient)',
        querystring: appointmentsQuerySchema,
        response: { 200: successSchema(z.array(appointmentSchema)) },
      },
    },
    async (req) => ok(await booking.list(orgContextOf(req), req.query)),
  );

  r.post(
    `${base}/appointments`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Book; 409 with fresh slots when a needed resource is taken (buffers included)',
        body: createAppointmentSchema,
        response: { 201: successSchema(appointmentSchema.extend(createdSchema.shape)) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await booking.book(orgContextOf(req), req.body, 'staff'))),
  );

  r.patch(
    `${base}/appointments/:id`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Move or resize; 409 with fresh slots when taken',
        params: idParamsSchema,
        body: moveAppointmentSchema,
        response: { 200: successSchema(appointmentSchema) },
      },
    },
    async (req) => ok(await booking.move(orgContextOf(req), req.params.id, req.body)),
  );

  r.post(
    `${base}/appointments/:id/cancel`,
    {
      config: org,
      schema: {
        tags,
        summary: 'Cancel with a reason; answers with the waiting patients the freed slot suits',
        params: idParamsSchema,
        body: cancelAppointmentSchema,
        response: { 200: successSchema(cancelResultSchema) },
      },
    },
    async (req) => ok(await booking.cancel(orgContextOf(req), req.params.id, req.body.reason)),
  );

  r.post(
    `${base}/guided`,
    {
      config: org,
      schema: {
        tags,
        summary:
          'One answer in the guided booking (no chat model): type → day → slot → details → confirm',
        body: guidedRequestSchema,
        response: { 200: successSchema(guidedResponseSchema) },
      },
    },
    async (req) => ok(await guided.answer(orgContextOf(req), req.body)),
  );
}
