import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

/** A date `days` from now, as YYYY-MM-DD (UTC). */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const everyDay = (start: string, end: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

describe.each(databaseKinds())('receptionist booking (%s)', (kind) => {
  let t: TestContext;
  let headers: Record<string, string>;
  let otherOrg: Record<string, string>;
  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    as = headers,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/receptionist${url}`,
      headers: as,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const created = async (url: string, payload: unknown) => {
    const res = await api('POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };

  let doctor: string;
  let doctor2: string;
  let laserRoom: string;
  let consult: string;
  let laser: string;
  let patient: string;

  beforeAll(async () => {
    t = await createTestContext(kind);
    headers = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    otherOrg = { ...bearer(await t.tokenFor(t.userIds.leo)), 'org-id': t.orgIds.northside };
    doctor = await created('/resources', { kind: 'practitioner', name: 'Dr Roux' });
    doctor2 = await created('/resources', { kind: 'practitioner', name: 'Dr Blanc' });
    laserRoom = await created('/resources', { kind: 'room', name: 'Laser room' });
    for (const id of [doctor, doctor2, laserRoom]) {
      const res = await api('PUT', `/resources/${id}/hours`, everyDay('09:00', '12:00'));
      expect(res.statusCode, res.body).toBe(200);
    }
    consult = await created('/appointment-types', {
      name: 'Consultation',
      durationMin: 30,
      bufferBeforeMin: 0,
      bufferAfterMin: 0,
      resourceIds: [doctor],
    });
    laser = await created('/appointment-types', {
      name: 'Laser session',
      durationMin: 30,
      bufferBeforeMin: 0,
      bufferAfterMin: 15,
      resourceIds: [doctor2, laserRoom],
    });
    patient = await created('/patients', {
      firstName: 'Marie',
      lastName: 'Curie',
      dateOfBirth: '1967-11-07',
      phone: '+33 6 12 34 56 78',
    });
    // A loaded machine takes a minute to start a database and an app.
  }, 180_000);
  afterAll(() => t.close());

  const slotsOn = async (typeId: string, day: string) => {
    const res = await api(
      'GET',
      `/slots?typeId=${typeId}&from=${day}T00:00:00Z&to=${day}T23:59:59Z`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.slots as { start: string; end: string }[]).map((s) =>
      s.start.slice(11, 16),
    );
  };

  it('offers slots on the duration grid and books one (201), then refuses the same with 409 and fresh slots', async () => {
    const day = dayAhead(10);
    expect(await slotsOn(consult, day)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    const first = await api('POST', '/appointments', {
      typeId: consult,
      start: `${day}T09:30:00Z`,
      patientId: patient,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      success: true,
      data: expect.objectContaining({ id: expect.any(String), resourceIds: [doctor] }),
    });
    const again = await api('POST', '/appointments', {
      typeId: consult,
      start: `${day}T09:30:00Z`,
      patientId: patient,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
    const fresh = (again.json().error.details.slots as { start: string }[]).map((s) =>
      s.start.slice(11, 16),
    );
    expect(fresh.slice(0, 2)).toEqual(['09:00', '10:00']);
    expect(await slotsOn(consult, day)).not.toContain('09:30');
  });

  it('counts buffers: a laser session with cleaning after keeps its room busy 15 minutes more', async () => {
    const day = dayAhead(11);
    const res = await api('POST', '/appointments', {
      typeId: laser,
      start: `${day}T10:00:00Z`,
      patientId: patient,
    });
    expect(res.statusCode, res.body).toBe(201);
    // 09:30 would clean until 10:15 over the booking; 10:30 would start in its cleaning time.
    expect(await slotsOn(laser, day)).toEqual(['09:00', '11:00', '11:30']);
    const inCleaning = await api('POST', '/appointments', {
      typeId: laser,
      start: `${day}T10:35:00Z`,
      patientId: patient,
    });
    expect(inCleaning.statusCode).toBe(409);
  });

  it('gives exactly one 201 to 50 concurrent bookings of one slot', async () => {
    const day = dayAhead(12);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        api('POST', '/appointments', {
          typeId: consult,
          start: `${day}T11:00:00Z`,
          patientId: patient,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const list = await api('GET', `/appointments?from=${day}T00:00:00Z&to=${day}T23:59:59Z`);
    expect(list.json().data).toHaveLength(1);
  }, 60_000);

  it('lets the database refuse an overlap the application did not check', async () => {
    const day = dayAhead(13);
    const first = await api('POST', '/appointments', {
      typeId: consult,
      start: `${day}T09:00:00Z`,
      patientId: patient,
    });
    expect(first.statusCode).toBe(201);
    // Straight into the tables, as a buggy code path would.
    const sql = (text: string, values: unknown[]) => t.database.pool.query(text, values);
    const { rows } = await sql(
      `insert into appointments (org_id, type_id, patient_id, start, "end", source)
       values ($1, $2, $3, $4, $5, 'staff') returning id`,
      [t.orgIds.clinic, consult, patient, `${day}T09:15:00Z`, `${day}T09:45:00Z`],
    );
    const occupy = `insert into appointment_resources (appointment_id, resource_id, org_id, during)
       values ($1, $2, $3, tstzrange($4, $5))`;
    const args = [rows[0].id, doctor, t.orgIds.clinic];
    await expect(
      sql(occupy, [...args, `${day}T09:15:00Z`, `${day}T09:45:00Z`]),
    ).rejects.toMatchObject({
      code: '23P01',
    });
    // Touching ends are not an overlap.
    await expect(
      sql(occupy, [...args, `${day}T09:30:00Z`, `${day}T10:00:00Z`]),
    ).resolves.toBeTruthy();
  });

  it('moves, resizes and cancels; the freed slot suggests the waiting patient', async () => {
    const day = dayAhead(14);
    const booked = await api('POST', '/appointments', {
      typeId: consult,
      start: `${day}T09:00:00Z`,
      patientId: patient,
    });
    const id = booked.json().data.id as string;
    const moved = await api('PATCH', `/appointments/${id}`, {
      start: `${day}T10:00:00Z`,
      end: `${day}T11:00:00Z`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      start: `${day}T10:00:00.000Z`,
      end: `${day}T11:00:00.000Z`,
    });
    expect(await slotsOn(consult, day)).toEqual(['09:00', '09:30', '11:00', '11:30']);
    const outside = await api('PATCH', `/appointments/${id}`, {
      start: `${day}T11:30:00Z`,
      end: `${day}T12:30:00Z`,
    });
    expect(outside.statusCode).toBe(409);

    const waiting = await created('/patients', {
      firstName: 'Paul',
      lastName: 'Dirac',
      dateOfBirth: '1952-08-08',
    });
    const entry = await api('POST', '/waitlist', {
      patientId: waiting,
      typeId: consult,
      fromDate: day,
      toDate: day,
      earliest: '09:30',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const noReason = await api('POST', `/appointments/${id}/cancel`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await api('POST', `/appointments/${id}/cancel`, { reason: 'Patient is ill' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.waitlist.entries).toEqual([
      expect.objectContaining({ patientId: waiting, patientName: 'Paul Dirac' }),
    ]);
    expect(await slotsOn(consult, day)).toContain('10:00');
    const rebooked = await api('POST', '/appointments', {
      typeId: consult,
      start: `${day}T10:00:00Z`,
      patientId: waiting,
      waitlistEntryId: entry.json().data.id,
    });
    expect(rebooked.statusCode).toBe(201);
    expect((await api('GET', `/waitlist?typeId=${consult}`)).json().data).toEqual([]);
  });

  it('reads working hours in the organisation’s time zone', async () => {
    const settings = await api('PUT', '/settings', {
      timeZone: 'Europe/Paris',
      clinicName: 'Demo',
      clinicInfo: '',
      publicBooking: false,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const day = dayAhead(20);
    const slots = await slotsOn(consult, day);
    // 09:00 in Paris is 07:00 or 08:00 UTC, by the season.
    expect(['07:00', '08:00']).toContain(slots[0]);
    await api('PUT', '/settings', {
      timeZone: 'UTC',
      clinicName: 'Demo',
      clinicInfo: '',
      publicBooking: false,
    });
  });

  it('books a real appointment through the guided conversation, without a model', async () => {
    let state: unknown = undefined;
    const say = async (input: string, language = 'en') => {
      const res = await api('POST', '/guided', { ...(state ? { state } : {}), input, language });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      state = data.state;
      return data as {
        reply: { key: string };
        options: { value: string }[];
        state: { step: string };
      };
    };
    expect((await say('')).reply.key).toBe('askType');
    expect((await say('consult')).state.step).toBe('day');
    const day = dayAhead(15);
    // A plain date: the free times of that day.
    const offered = await say(`${day}`);
    expect(offered.reply.key).toBe('pickSlot');
    expect(offered.options[0]!.value).toBe(`${day}T09:00:00.000Z`);
    expect((await say('10:30')).reply.key).toBe('askDetails');
    expect((await say('a')).reply.key).toBe('detailsUnknown');
    // Words taken for names are read back; a first and last name given later replace them.
    expect((await say('nobody knows')).reply).toEqual({
      key: 'detailsNeedBirthDate',
      params: { name: 'nobody knows' },
    });
    const confirm = await say('Ada Lovelace, 10/12/1985, 07 00 11 22 33');
    expect(confirm.reply).toMatchObject({ key: 'confirm', params: { name: 'Ada Lovelace' } });
    const booked = await say('oui', 'fr');
    expect(booked.reply.key).toBe('booked');
    const list = await api('GET', `/appointments?from=${day}T00:00:00Z&to=${day}T23:59:59Z`);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        start: `${day}T10:30:00.000Z`,
        patientName: 'Ada Lovelace',
        source: 'guided',
        typeId: consult,
      }),
    ]);
    // The same words again find that slot taken: the conversation offers others.
    state = undefined;
    await say('Consultation');
    expect((await say(`${day} 10:30`)).reply.key).toBe('timeTaken');
    // Details given a piece at a time, as people answer a chat.
    expect((await say('11:00')).reply.key).toBe('askDetails');
    expect((await say('Grace')).reply.key).toBe('detailsUnknown');
    expect((await say('Hopper')).reply.key).toBe('detailsNeedBirthDate');
    expect((await say('09/12/1906')).reply).toMatchObject({
      key: 'confirm',
      params: { name: 'Grace Hopper' },
    });
  });

  it('refuses invalid input with clear 400s', async () => {
    const badHours = await api('PUT', `/resources/${doctor}/hours`, [
      { weekday: 8, start: '9:00', end: '08:00' },
    ]);
    expect(badHours.statusCode).toBe(400);
    const overlap = await api('PUT', `/resources/${doctor}/hours`, [
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '11:00', end: '13:00' },
    ]);
    expect(overlap.statusCode).toBe(400);
    const noResource = await api('POST', '/appointment-types', {
      name: 'X',
      durationMin: 30,
      bufferBeforeMin: 0,
      bufferAfterMin: 0,
      resourceIds: [],
    });
    expect(noResource.statusCode).toBe(400);
  });

  it('shows another organisation nothing: its ids are not found, its lists are empty', async () => {
    const day = dayAhead(10);
    const list = await api(
      'GET',
      `/appointments?from=${day}T00:00:00Z&to=${day}T23:59:59Z`,
      undefined,
      otherOrg,
    );
    expect(list.json().data).toEqual([]);
    expect((await api('GET', '/patients?q=curie', undefined, otherOrg)).json().data.items).toEqual(
      [],
    );
    expect((await api('GET', `/patients/${patient}`, undefined, otherOrg)).statusCode).toBe(404);
    expect(
      (
        await api(
          'GET',
          `/slots?typeId=${consult}&from=${day}T00:00:00Z&to=${day}T23:59:59Z`,
          undefined,
          otherOrg,
        )
      ).statusCode,
    ).toBe(404);
    const foreignType = await api(
      'POST',
      '/appointments',
      { typeId: consult, start: `${day}T11:30:00Z`, patientId: patient },
      otherOrg,
    );
    expect(foreignType.statusCode).toBe(404);
    const foreignHours = await api('PUT', `/resources/${doctor}/hours`, [], otherOrg);
    expect(foreignHours.statusCode).toBe(404);
  });
});
