import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { multipart, skinPhoto } from '../../test/fixtures.js';
import { bearer, createTestContext, databaseKinds, type TestContext } from '../../test/test-app.js';

/**
 * Every read of clinical or personal data leaves a `view` (or `export`) audit event (issue 21,
 * item 5). Organisation-scoped reads are enumerated from the app: each is either audited here or
 * listed below as holding no clinical or personal data, so a new route must be classified.
 */
const NOT_CLINICAL: Record<string, string> = {
  'GET /api/v1/orgs/:orgId': 'organisation name, apps and configs',
  'GET /api/v1/orgs/:orgId/configs': 'organisation configuration',
  'GET /api/v1/orgs/:orgId/models': 'attached model settings',
  'GET /api/v1/ai/status': 'provider status',
  'GET /api/v1/ai/settings': 'provider settings (keys never returned)',
  'GET /api/v1/orgs/:orgId/audit-events': 'the audit trail itself (ids and actions)',
  'GET /utility-service/cms/api/contents/translation': 'interface texts',
  'GET /api/v1/orgs/:orgId/jobs/failed': 'job names and error codes',
  'GET /api/v1/scribe/templates': 'note templates (section names and instructions)',
  'GET /api/v1/scribe/settings': 'consent text, retention and upload size',
  'GET /api/v1/scribe/options': "the caller's own drafting options (no patient data)",
  'GET /api/v1/scribe/letter-sender': "the caller's own letterhead (name, organisation, contact)",
  'GET /api/v1/copilot/sources': "the clinic's reference documents and websites (no patient data)",
  'GET /api/v1/copilot/sources/:id/file': "a clinic's reference PDF (no patient data)",
  'GET /api/v1/copilot/settings': 'which sources Copilot uses',
  'GET /api/v1/receptionist/settings': "the clinic's time zone and booking settings",
  'GET /api/v1/receptionist/resources': 'practitioners, rooms and devices (names only)',
  'GET /api/v1/receptionist/resources/:id/hours': 'working hours',
  'GET /api/v1/receptionist/exceptions': 'closures (leave, holidays, maintenance)',
  'GET /api/v1/receptionist/appointment-types': 'appointment types',
  'GET /api/v1/receptionist/slots': 'free times, no patient',
  'GET /api/v1/receptionist/patient-entity': "the organisation's extra patient field descriptions",
  'GET /api/v1/receptionist/assistant/status': 'whether the chat model and transcriber are ready',
  'GET /api/v1/receptionist/public-link': "the patient chat's link and whether it is on",
};

describe.each(databaseKinds())('audit of clinical reads (%s)', (kind) => {
  let t: TestContext;
  let ana: Record<string, string>;
  let analysisId: string;
  let overlay: string;
  let conversationId: string;
  let encounterId: string;
  let letterId: string;
  const recordingId = '6f1c2a4e-8b0d-4c3e-9a7f-1d2e3f4a5b6c';
  let copilotConversationId: string;
  let patientId: string;
  let deskConversationId: string;

  beforeAll(async () => {
    t = await createTestContext(kind);
    ana = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    const body = multipart({ Module: '7' }, { name: 'p.jpg', data: await skinPhoto() });
    const analysis = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/predicts/analyze',
        headers: { ...ana, ...body.headers },
        payload: body.payload,
      })
    ).json().data;
    analysisId = analysis.analysisId;
    overlay = analysis.result.overlays[0].name;
    conversationId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/assistant/conversations',
        headers: ana,
        payload: { title: 'Follow-up' },
      })
    ).json().data.id;
    encounterId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/scribe/encounters',
        headers: ana,
        payload: {},
      })
    ).json().data.id;
    // The organisation requires consent (its default) before the encounter takes audio.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/scribe/encounters/${encounterId}`,
      headers: ana,
      payload: { consent: true },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/scribe/encounters/${encounterId}/audio/recordings/${recordingId}/chunks/0`,
      headers: { ...ana, 'content-type': 'audio/ogg' },
      payload: Buffer.from('OggS and some audio'),
    });
    letterId = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/scribe/encounters/${encounterId}/letters`,
        headers: ana,
        payload: { kind: 'gp', sender: {}, recipient: {}, patient: {}, body: 'Dear colleague.' },
      })
    ).json().data.id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/scribe/encounters/${encounterId}`,
      headers: ana,
      payload: { subjectId: 'S-1' },
    });
    patientId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/receptionist/patients',
        headers: ana,
        payload: { firstName: 'Ines', lastName: 'Moreau', dateOfBirth: '1980-04-02' },
      })
    ).json().data.id;
    deskConversationId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/receptionist/conversations',
        headers: ana,
        payload: {},
      })
    ).json().data.id;
    copilotConversationId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/copilot/conversations',
        headers: ana,
        payload: { title: 'Dose question' },
      })
    ).json().data.id;
  });
  afterAll(() => t.close());

  /**
   * Reads that return clinical or personal data, with a URL that finds a record; a download is
   * audited as an `export` instead of a `view`.
   */
  const audited = (): Record<
    string,
    { url: string; method?: 'POST'; payload?: object; action?: 'export' }
  > => ({
    'GET /api/v1/analyses/:id': { url: `/api/v1/analyses/${analysisId}` },
    'GET /api/v1/analyses/:id/image': { url: `/api/v1/analyses/${analysisId}/image` },
    'GET /api/v1/analyses/:id/overlays/:name': {
      url: `/api/v1/analyses/${analysisId}/overlays/${overlay}`,
    },
    'GET /api/v1/assistant/conversations': { url: '/api/v1/assistant/conversations' },
    'GET /api/v1/assistant/conversations/:id': {
      url: `/api/v1/assistant/conversations/${conversationId}`,
    },
    'GET /api/v1/scribe/encounters': { url: '/api/v1/scribe/encounters' },
    'GET /api/v1/scribe/encounters/:id': { url: `/api/v1/scribe/encounters/${encounterId}` },
    'GET /api/v1/scribe/encounters/:id/transcript/history': {
      url: `/api/v1/scribe/encounters/${encounterId}/transcript/history`,
    },
    'GET /api/v1/scribe/encounters/:id/audio/recordings/:recordingId': {
      url: `/api/v1/scribe/encounters/${encounterId}/audio/recordings/${recordingId}`,
    },
    'GET /api/v1/scribe/encounters/:id/letters': {
      url: `/api/v1/scribe/encounters/${encounterId}/letters`,
    },
    'GET /api/v1/scribe/encounters/:id/letters/:letterId/pdf': {
      url: `/api/v1/scribe/encounters/${encounterId}/letters/${letterId}/pdf`,
      action: 'export',
    },
    'GET /api/v1/scribe/encounters/:id/body-map': {
      url: `/api/v1/scribe/encounters/${encounterId}/body-map`,
    },
    'GET /api/v1/scribe/encounters/:id/analyses': {
      url: `/api/v1/scribe/encounters/${encounterId}/analyses`,
    },
    'GET /api/v1/scribe/encounters/:id/export/pdf': {
      url: `/api/v1/scribe/encounters/${encounterId}/export/pdf`,
      action: 'export',
    },
    'GET /api/v1/scribe/encounters/:id/export/fhir': {
      url: `/api/v1/scribe/encounters/${encounterId}/export/fhir`,
      action: 'export',
    },
    'GET /api/v1/copilot/conversations': { url: '/api/v1/copilot/conversations' },
    'GET /api/v1/copilot/conversations/:id': {
      url: `/api/v1/copilot/conversations/${copilotConversationId}`,
    },
    'GET /api/v1/receptionist/patients': { url: '/api/v1/receptionist/patients?q=Moreau' },
    'GET /api/v1/receptionist/patients/:id': { url: `/api/v1/receptionist/patients/${patientId}` },
    'GET /api/v1/receptionist/patients/:id/record': {
      url: `/api/v1/receptionist/patients/${patientId}/record`,
    },
    'GET /api/v1/receptionist/appointments': {
      url: '/api/v1/receptionist/appointments?from=2026-01-01T00:00:00Z&to=2026-01-08T00:00:00Z',
    },
    'GET /api/v1/receptionist/waitlist': { url: '/api/v1/receptionist/waitlist' },
    'GET /api/v1/receptionist/conversations/:id': {
      url: `/api/v1/receptionist/conversations/${deskConversationId}`,
    },
    'GET /api/v1/receptionist/tasks': { url: '/api/v1/receptionist/tasks' },
    'GET /api/v1/orgs/:orgId/members': { url: `/api/v1/orgs/${t.orgIds.clinic}/members` },
    'GET /api/v1/orgs/:orgId/invitations': {
      url: `/api/v1/orgs/${t.orgIds.clinic}/invitations`,
    },
    'GET /api/v1/subjects/:subjectId/timeline': { url: '/api/v1/subjects/S-1/timeline' },
    'POST /api/v1/uploads/get-uploads': {
      url: '/api/v1/uploads/get-uploads',
      method: 'POST',
      payload: {},
    },
  });

  it('classifies every organisation-scoped read', () => {
    const reads = t.app.accessTable
      .filter((r) => (r.access === 'org' || r.access === 'org-admin') && r.method === 'GET')
      .map((r) => `${r.method} ${r.url}`);
    const unclassified = reads.filter(
      (r) => !(r in NOT_CLINICAL) && !(r in audited()) && !r.startsWith('GET /api/v1/exports/'),
    );
    expect(unclassified).toEqual([]);
  });

  it('writes a view (or export) event for each read of clinical or personal data', async () => {
    for (const [name, call] of Object.entries(audited())) {
      const requestId = `audit-${name.replace(/[^a-z]/gi, '').slice(0, 50)}`;
      const res = await t.app.inject({
        method: call.method ?? 'GET',
        url: call.url,
        headers: { ...ana, 'x-request-id': requestId },
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
      // Audit writes are grouped; give the group a moment to flush.
      let rows: unknown[] = [];
      for (let i = 0; i < 20 && rows.length === 0; i++) {
        rows = await t.database.db
          .select()
          .from(auditEvents)
          .where(
            and(
              eq(auditEvents.requestId, requestId),
              eq(auditEvents.action, call.action ?? 'view'),
            ),
          );
        if (rows.length === 0) await new Promise((r) => setTimeout(r, 50));
      }
      expect(rows, name).toHaveLength(1);
    }
  });
});
