import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpload } from '../../test/factories.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds())('receptionist patient page and FHIR export (%s)', (kind) => {
  let t: TestContext;
  let headers: Record<string, string>;
  /** Leo, of Northside: another organisation. */
  let other: Record<string, string>;
  let patient: string;
  let appointment: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    as: Record<string, string> = headers,
  ) =>
    t.app.inject({
      method,
      url,
      headers: as,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const rx = '/api/v1/receptionist';
  const created = async (url: string, payload: unknown) => {
    const res = await call('POST', `${rx}${url}`, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };

  beforeAll(async () => {
    t = await createTestContext(kind);
    headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    other = { ...bearer(await t.tokenFor(t.userIds.leo)), 'org-id': t.orgIds.northside };
    const doctor = await created('/resources', { kind: 'practitioner', name: 'Dr Roux' });
    const room = await created('/resources', { kind: 'room', name: 'Laser room' });
    for (const id of [doctor, room]) {
      const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        start: '09:00',
        end: '12:00',
      }));
      expect((await call('PUT', `${rx}/resources/${id}/hours`, hours)).statusCode).toBe(200);
    }
    const type = await created('/appointment-types', {
      name: 'Laser session',
      durationMin: 30,
      bufferBeforeMin: 0,
      bufferAfterMin: 0,
      resourceIds: [doctor, room],
    });
    patient = await created('/patients', {
      firstName: 'Jeanne',
      lastName: 'Moreau',
      dateOfBirth: '1958-01-23',
      phone: '06 11 22 33 44',
      email: 'jeanne@example.test',
      sex: 'female',
      preferredLanguage: 'fr',
      subjectIds: ['JM-001', 'JM-002'],
    });
    appointment = await created('/appointments', {
      typeId: type,
      start: `${dayAhead(5)}T09:30:00Z`,
      patientId: patient,
    });
    const cancelled = await created('/appointments', {
      typeId: type,
      start: `${dayAhead(6)}T10:00:00Z`,
      patientId: patient,
    });
    const cancel = await call('POST', `${rx}/appointments/${cancelled}/cancel`, {
      reason: 'Feeling unwell',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Skin AI results: two of hers (one per subject ID), a deleted one, one of a stranger's
    // subject, and one with her subject ID in another organisation.
    const db = t.database.db;
    await createUpload(db, { orgId: t.orgIds.clinic, subjectId: 'JM-001', images: 2 });
    await createUpload(db, { orgId: t.orgIds.clinic, subjectId: 'JM-002' });
    await createUpload(db, { orgId: t.orgIds.clinic, subjectId: 'jm-001' });
    await createUpload(db, { orgId: t.orgIds.clinic, subjectId: 'XY-999' });
    await createUpload(db, { orgId: t.orgIds.northside, subjectId: 'JM-001' });
  }, 180_000);
  afterAll(() => t.close());

  it('shows the record: details, appointments newest first, her Skin AI results by subject ID, notes', async () => {
    const note = await call('POST', `${rx}/patients/${patient}/notes`, {
      body: 'Asked about sun protection.',
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().data).toMatchObject({ kind: 'chart', body: 'Asked about sun protection.' });
    expect(note.json().data.author).toBeTruthy();

    const res = await call('GET', `${rx}/patients/${patient}/record`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.patient).toMatchObject({ lastName: 'Moreau', subjectIds: ['JM-001', 'JM-002'] });
    expect(data.appointments.map((a: { status: string }) => a.status)).toEqual([
      'cancelled',
      'booked',
    ]);
    expect(data.appointments[0].cancelReason).toBe('Feeling unwell');
    // Exactly her two subject IDs in her organisation: not 'jm-001', not another org's JM-001.
    expect(data.results.map((r: { subjectId: string }) => r.subjectId).sort()).toEqual([
      'JM-001',
      'JM-002',
    ]);
    expect(data.results.find((r: { subjectId: string }) => r.subjectId === 'JM-001')).toMatchObject(
      {
        module: 7,
        imageCount: 2,
        score: null,
      },
    );
    expect(data.notes.map((n: { body: string }) => n.body)).toEqual([
      'Asked about sun protection.',
    ]);
  });

  it('edits the subject IDs, and the results follow them', async () => {
    const current = (await call('GET', `${rx}/patients/${patient}`)).json().data;
    const { id: _id, createdAt: _c, ...values } = current;
    const res = await call('PUT', `${rx}/patients/${patient}`, {
      ...values,
      subjectIds: ['JM-002', 'XY-999'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = (await call('GET', `${rx}/patients/${patient}/record`)).json().data;
    expect(data.results.map((r: { subjectId: string }) => r.subjectId).sort()).toEqual([
      'JM-002',
      'XY-999',
    ]);
    await call('PUT', `${rx}/patients/${patient}`, values);
  });

  it('keeps the notes of a merged record on the record it joins', async () => {
    const twin = await created('/patients', {
      firstName: 'Jeanne',
      lastName: 'Moreau',
      dateOfBirth: '1958-01-23',
      confirmDuplicate: true,
    });
    const note = await call('POST', `${rx}/patients/${twin}/notes`, { body: 'Twin record note.' });
    expect(note.statusCode, note.body).toBe(201);
    const merged = await call('POST', `${rx}/patients/merge`, {
      sourceId: twin,
      targetId: patient,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const data = (await call('GET', `${rx}/patients/${patient}/record`)).json().data;
    expect(data.notes.map((n: { body: string }) => n.body)).toContain('Twin record note.');
    expect((await call('GET', `${rx}/patients/${twin}/record`)).statusCode).toBe(404);
  });

  it('refuses an empty note (400)', async () => {
    const res = await call('POST', `${rx}/patients/${patient}/notes`, { body: '   ' });
    expect(res.statusCode).toBe(400);
  });

  it('exports the patient and her appointments as a FHIR R4 Bundle', async () => {
    const res = await call('GET', `/api/v1/exports/fhir/patients/${patient}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/fhir+json');
    const bundle = res.json();
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const resources = bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource);
    const [p, ...appointments] = resources;
    expect(p).toMatchObject({
      resourceType: 'Patient',
      name: [{ family: 'Moreau', given: ['Jeanne'] }],
      gender: 'female',
      birthDate: '1958-01-23',
      telecom: [
        { system: 'phone', value: '06 11 22 33 44' },
        { system: 'email', value: 'jeanne@example.test' },
      ],
      communication: [{ language: { coding: [{ system: 'urn:ietf:bcp:47', code: 'fr' }] } }],
    });
    expect(p.identifier.map((i: { value: string }) => i.value)).toEqual([
      `patient-${patient}`,
      'JM-001',
      'JM-002',
    ]);
    expect(appointments.map((a: { status: string }) => a.status)).toEqual(['booked', 'cancelled']);
    const booked = appointments[0];
    expect(booked).toMatchObject({
      resourceType: 'Appointment',
      identifier: [{ value: `urn:uuid:${appointment}` }],
      serviceType: [{ text: 'Laser session' }],
      minutesDuration: 30,
    });
    // The patient by reference to her entry, the doctor and the room by name and role.
    expect(booked.participant[0].actor.reference).toBe(bundle.entry[0].fullUrl);
    expect(
      booked.participant
        .slice(1)
        .map((x: { actor: { display: string } }) => x.actor.display)
        .sort(),
    ).toEqual(['Dr Roux', 'Laser room']);
    expect(appointments[1].cancelationReason).toEqual({ text: 'Feeling unwell' });
  });

  it("hides one organisation's patient from another's users on every new route (404)", async () => {
    for (const [method, url, payload] of [
      ['GET', `${rx}/patients/${patient}/record`, undefined],
      ['POST', `${rx}/patients/${patient}/notes`, { body: 'x' }],
      ['GET', `/api/v1/exports/fhir/patients/${patient}`, undefined],
    ] as const) {
      const res = await call(method, url, payload, other);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Moreau');
    }
  });
});
