import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai.js';
import {
  bearer,
  createTestContext,
  databaseKinds,
  type TestContext,
} from '../../../test/test-app.js';
import { PUBLIC_CHAT_PER_MINUTE } from '../public-chat/public-chat.routes.js';

const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const everyDay = (start: string, end: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

/**
 * The assistant against the fake model, whose scripted `/tool {json}` lines stand for a model's
 * tool calls: real bookings through the booking rules, the conflict, handover tasks, the public
 * page, calls and their summary filed as a note, and another organisation seeing none of it.
 */
describe.each(databaseKinds())('receptionist assistant (%s)', (kind) => {
  let t: TestContext;
  let fake: FakeOpenAi;
  let ana: Record<string, string>;
  let leo: Record<string, string>;
  let consult: string;
  const day = dayAhead(9);
  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: unknown,
    headers = ana,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const rx = '/api/v1/receptionist';
  const identify = (first: string, last: string, phone = '0611223344') =>
    `/identify_patient {"firstName":"${first}","lastName":"${last}","dateOfBirth":"1980-01-02","phone":"${phone}","confirmed":true}`;

  async function say(conversationId: string, content: string) {
    const res = await api('POST', `${rx}/conversations/${conversationId}/messages`, { content });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.messages as { role: string; content: string; toolName: string | null }[];
  }
  async function newConversation() {
    const res = await api('POST', `${rx}/conversations`, { language: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  }
  const toolResult = (
    messages: { role: string; content: string; toolName: string | null }[],
    name: string,
  ) =>
    JSON.parse(messages.find((m) => m.role === 'tool' && m.toolName === name)!.content) as Record<
      string,
      unknown
    >;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ wordDelayMs: 0 });
    t = await createTestContext(
      kind,
      {
        LLM_BASE_URL: fake.url,
        LLM_MODEL: 'fake-chat',
        STT_BASE_URL: fake.url,
        STT_MODEL: 'fake-whisper',
        EGRESS_ALLOW_HOSTS: '127.0.0.1',
        AI_MAX_RETRIES: '0',
      },
      { runJobs: true },
    );
    ana = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    leo = { ...bearer(await t.tokenFor(t.userIds.leo)), 'org-id': t.orgIds.northside };
    const doctor = (
      await api('POST', `${rx}/resources`, { kind: 'practitioner', name: 'Dr Roux' })
    ).json().data.id as string;
    expect(
      (await api('PUT', `${rx}/resources/${doctor}/hours`, everyDay('09:00', '12:00'))).statusCode,
    ).toBe(200);
    consult = (
      await api('POST', `${rx}/appointment-types`, {
        name: 'Consultation',
        durationMin: 30,
        bufferBeforeMin: 0,
        bufferAfterMin: 0,
        resourceIds: [doctor],
      })
    ).json().data.id as string;
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('says which provider to configure while the chat model is off', async () => {
    const status = await api('GET', `${rx}/assistant/status`);
    expect(status.json().data).toEqual({ chat: 'disabled', transcription: 'disabled' });
    const id = await newConversation();
    const res = await api('POST', `${rx}/conversations/${id}/messages`, { content: 'hello' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('AI_UNAVAILABLE');
    const call = await api('POST', `${rx}/calls`, { language: 'en' });
    expect(call.statusCode).toBe(503);
    expect(call.json().error.message).toContain('transcription');
    for (const k of ['chat', 'transcription']) {
      const on = await api('PUT', `/api/v1/ai/settings/providers/${k}`, { enabled: true });
      expect(on.statusCode, on.body).toBe(200);
    }
  });

  it('books a real appointment through tool calls, and a taken time gets the conflict with fresh slots', async () => {
    const id = await newConversation();
    const messages = await say(
      id,
      [
        identify('Jean', 'Valjean'),
        `/find_slots {"appointmentType":"consultation","when":"${day} morning"}`,
        '/book_appointment {"appointmentType":"Consultation","start":"{{slots.0.start}}"}',
      ].join('\n'),
    );
    expect(messages.map((m) => m.toolName).filter(Boolean)).toEqual([
      'identify_patient',
      'find_slots',
      'book_appointment',
    ]);
    expect(toolResult(messages, 'find_slots').slots).toHaveLength(6);
    const booked = toolResult(messages, 'book_appointment');
    expect(booked).toMatchObject({ booked: true, appointmentType: 'Consultation' });
    expect(messages.at(-1)).toMatchObject({ role: 'assistant' });
    expect(messages.at(-1)!.content).toContain('"booked":true');

    const listed = await api('GET', `${rx}/appointments?from=${day}T00:00:00Z&to=${day}T23:59:59Z`);
    const appointment = (
      listed.json().data as { id: string; patientName: string; source: string; start: string }[]
    ).find((a) => a.id === booked.appointmentId);
    expect(appointment).toMatchObject({ patientName: 'Jean Valjean', source: 'assistant' });
    expect(appointment!.start).toBe(`${day}T09:00:00.000Z`);

    // Another caller wants the same time: the booking rules refuse it.
    const other = await newConversation();
    const refused = await say(
      other,
      [
        identify('Cosette', 'Fauchelevent'),
        `/book_appointment {"appointmentType":"Consultation","start":"${day}T09:00:00Z"}`,
      ].join('\n'),
    );
    const conflict = toolResult(refused, 'book_appointment');
    expect(conflict.conflict).toBe(true);
    const fresh = conflict.freshSlots as { start: string }[];
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.map((s) => s.start)).not.toContain(`${day}T09:00:00.000Z`);
  });

  it('refuses invalid tool arguments and bookings before the caller is identified', async () => {
    const id = await newConversation();
    const messages = await say(
      id,
      [
        '/book_appointment {"appointmentType":"Consultation","start":"next week"}',
        `/book_appointment {"appointmentType":"Consultation","start":"${day}T10:00:00Z"}`,
      ].join('\n'),
    );
    const [invalid, unidentified] = messages
      .filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content) as { error: string });
    expect(invalid!.error).toMatch(/^Invalid arguments: start/);
    expect(unidentified!.error).toMatch(/Identify the caller first/);
  });

  it('hands over to the front desk: a task with its conversation, open then done', async () => {
    const id = await newConversation();
    await say(
      id,
      `${identify('Fantine', 'Thenard')}\n/hand_over {"reason":"Wants to talk about a bill"}`,
    );
    const open = await api('GET', `${rx}/tasks?status=open`);
    const task = (
      open.json().data as {
        id: string;
        conversationId: string;
        reason: string;
        patientName: string;
      }[]
    ).find((x) => x.conversationId === id);
    expect(task).toMatchObject({
      reason: 'Wants to talk about a bill',
      patientName: 'Fantine Thenard',
    });
    const conversation = await api('GET', `${rx}/conversations/${id}`);
    expect(conversation.json().data.messages.length).toBeGreaterThan(2);
    const done = await api('PATCH', `${rx}/tasks/${task!.id}`, { status: 'done' });
    expect(done.json().data.status).toBe('done');
    expect(
      (await api('GET', `${rx}/tasks?status=done`)).json().data.map((x: { id: string }) => x.id),
    ).toContain(task!.id);
    // Another organisation sees neither the task nor the conversation.
    expect((await api('GET', `${rx}/tasks?status=done`, undefined, leo)).json().data).toEqual([]);
    expect(
      (await api('PATCH', `${rx}/tasks/${task!.id}`, { status: 'open' }, leo)).statusCode,
    ).toBe(404);
    expect((await api('GET', `${rx}/conversations/${id}`, undefined, leo)).statusCode).toBe(404);
  });

  it('runs a call: an utterance transcribed and answered, then a summary filed as a note', async () => {
    const started = await api('POST', `${rx}/calls`, { language: 'en' });
    expect(started.statusCode, started.body).toBe(201);
    const call = started.json().data as { id: string; transcriptStatus: string };
    expect(call.transcriptStatus).toBe('in-progress');
    const spoken = await t.app.inject({
      method: 'POST',
      url: `${rx}/calls/${call.id}/utterances?language=en`,
      headers: { ...ana, 'content-type': 'audio/webm' },
      payload: Buffer.alloc(2048, 1),
    });
    expect(spoken.statusCode, spoken.body).toBe(200);
    const [heard, answer] = spoken.json().data.messages as { role: string; content: string }[];
    expect(heard).toMatchObject({
      role: 'caller',
      content: 'Fake transcript of 2048 bytes. Second segment.',
    });
    expect(answer).toMatchObject({ role: 'assistant' });
    expect(answer!.content).toContain('You said: Fake transcript');
    // The staff type what the caller spelled out; the call's patient is now known.
    await say(call.id, identify('Marius', 'Pontmercy'));
    const intruder = await t.app.inject({
      method: 'POST',
      url: `${rx}/calls/${call.id}/utterances`,
      headers: { ...leo, 'content-type': 'audio/webm' },
      payload: Buffer.alloc(16, 1),
    });
    expect(intruder.statusCode).toBe(404);

    const ended = await api('POST', `${rx}/calls/${call.id}/end`);
    expect(ended.json().data).toMatchObject({
      transcriptStatus: 'finalized',
      summaryStatus: 'pending',
    });
    await expect
      .poll(
        async () => (await api('GET', `${rx}/conversations/${call.id}`)).json().data.summaryStatus,
        {
          timeout: 20_000,
        },
      )
      .toBe('ready');
    const detail = (await api('GET', `${rx}/conversations/${call.id}`)).json().data;
    expect(detail.summary).toEqual({
      reason: 'Fake transcript of 2048 bytes. Second segment.',
      outcomes: ['question'],
      followUps: [],
    });
    const record = await api('GET', `${rx}/patients/${detail.patientId}/record`);
    expect(record.json().data.notes).toMatchObject([
      {
        kind: 'call',
        body: 'Call summary\nReason: Fake transcript of 2048 bytes. Second segment.\nOutcome: question',
      },
    ]);
    const elsewhere = await api('GET', `${rx}/patients/${detail.patientId}/record`, undefined, leo);
    expect(elsewhere.statusCode).toBe(404);
    expect((await api('POST', `${rx}/calls/${call.id}/end`)).statusCode).toBe(409);
  });

  describe('the public chat', () => {
    let key: string;
    const pub = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/api/v1/public/receptionist/${key}${path}`,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    beforeAll(async () => {
      key = (await api('GET', `${rx}/public-link`)).json().data.key as string;
    });

    it('answers 404 until the clinic switches it on, then shows only its bookable types', async () => {
      expect((await pub('GET', '')).statusCode).toBe(404);
      const settings = (await api('GET', `${rx}/settings`)).json().data;
      expect(
        (await api('PUT', `${rx}/settings`, { ...settings, publicBooking: true })).statusCode,
      ).toBe(200);
      const info = await pub('GET', '');
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json().data).toEqual({
        clinicName: settings.clinicName,
        timeZone: 'UTC',
        assistant: true,
        types: [{ id: consult, name: 'Consultation', durationMin: 30 }],
      });
    });

    it("never reaches another patient's record or data, and books for the caller only", async () => {
      const start = await pub('POST', '/conversations', { language: 'en' });
      expect(start.statusCode, start.body).toBe(201);
      const { id, token } = start.json().data as { id: string; token: string };
      // Jean Valjean's name and birth date, without his phone: not enough to reach his record.
      const reply = await pub('POST', `/conversations/${id}/messages`, {
        token,
        content: `${identify('Jean', 'Valjean', '0799999999')}\n/list_my_appointments {}`,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const data = reply.json().data as {
        messages: { role: string; content: string }[];
        bookings: unknown[];
      };
      expect(data.bookings).toEqual([]);
      expect(data.messages.map((m) => m.role)).toEqual(['caller', 'assistant']);
      expect(data.messages[1]!.content).toBe('Done: {"appointments":[]}');
      const booked = await pub('POST', `/conversations/${id}/messages`, {
        token,
        content: `/book_appointment {"appointmentType":"Consultation","start":"${day}T11:00:00Z"}`,
      });
      expect(booked.json().data.bookings).toEqual([
        {
          typeName: 'Consultation',
          start: `${day}T11:00:00.000Z`,
          end: `${day}T11:30:00.000Z`,
          status: 'booked',
        },
      ]);
      // The conversation is theirs only with its token; the staff routes stay closed.
      const wrong = await pub('POST', `/conversations/${id}/messages`, {
        token: 'A'.repeat(43),
        content: 'hi',
      });
      expect(wrong.statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: `${rx}/patients?q=Valjean` })).statusCode,
      ).toBe(401);
      expect((await pub('POST', '/conversations', { language: 'xx' })).statusCode).toBe(400);
    });

    it('is rate-limited per caller address, in the database', async () => {
      let status = 200;
      for (let i = 0; i <= PUBLIC_CHAT_PER_MINUTE && status !== 429; i += 1) {
        status = (await pub('GET', '')).statusCode;
      }
      expect(status).toBe(429);
      const rows = await t.database.pool.query(
        "select max(hits) as hits from rate_limit_windows where key like 'GET %|public-chat|%'",
      );
      expect((rows.rows[0] as { hits: number }).hits).toBeGreaterThan(PUBLIC_CHAT_PER_MINUTE);
    });
  });
});
