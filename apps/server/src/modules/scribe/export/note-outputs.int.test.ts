import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skinAiLine, type SubjectAnalysis } from '@dermadesk/contracts';
import { resultTextLookup } from '@dermadesk/contracts/result-texts';
import { createUpload } from '../../../test/factories.js';
import {
  bearer,
  createTestContext,
  databaseKinds,
  type TestContext,
} from '../../../test/test-app.js';
import { pdfText } from '../../exports/pdf-inspection.fixture.js';

const base = '/api/v1/scribe/encounters';
const mark = (site: string, extra: object = {}) => ({
  id: randomUUID(),
  side: 'front',
  x: 0.3,
  y: 0.45,
  site,
  ...extra,
});

describe.each(databaseKinds())('body map, Skin AI in the note and exports (%s)', (kind) => {
  let t: TestContext;
  let ana: Record<string, string>;
  let own: number;
  let otherSubject: number;
  let otherOrg: number;

  beforeAll(async () => {
    t = await createTestContext(kind);
    ana = { ...bearer(await t.tokenFor(t.userIds.ana)), 'org-id': t.orgIds.clinic };
    const db = t.database.db;
    own = (
      await createUpload(db, {
        orgId: t.orgIds.clinic,
        subjectId: 'S-42',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      })
    ).id;
    otherSubject = (await createUpload(db, { orgId: t.orgIds.clinic, subjectId: 'S-43' })).id;
    otherOrg = (await createUpload(db, { orgId: t.orgIds.northside, subjectId: 'S-42' })).id;
  });
  afterAll(() => t.close());

  const inject = (method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: ana, ...(payload ? { payload } : {}) });
  const encounter = async (subjectId?: string) =>
    (await inject('POST', base, subjectId ? { subjectId } : {})).json().data.id as string;

  it("offers the subject's own results only, with module, date and figures", async () => {
    const id = await encounter('S-42');
    const res = await inject('GET', `${base}/${id}/analyses`);
    expect(res.statusCode).toBe(200);
    const { subjectId, analyses } = res.json().data;
    expect(subjectId).toBe('S-42');
    expect(analyses.map((a: SubjectAnalysis) => a.id)).toEqual([own]);
    expect(analyses[0]).toMatchObject({
      module: 7,
      createdAt: '2026-11-20T10:00:00.000Z',
      sites: ['forearm'],
      score: null,
      figures: [{ method: 'erythema-astar', key: 'erythemaAreaPercent', value: 10, unit: '%' }],
    });
    expect(analyses.map((a: SubjectAnalysis) => a.id)).not.toContain(otherOrg);
    const without = await encounter();
    expect((await inject('GET', `${base}/${without}/analyses`)).statusCode).toBe(409);
  });

  it('counts an inserted Skin AI line as evidence, in any language, until it is edited', async () => {
    const id = await encounter('S-42');
    const [analysis] = (await inject('GET', `${base}/${id}/analyses`)).json().data.analyses;
    const english = skinAiLine(analysis, 'en', resultTextLookup('en'));
    const french = skinAiLine(analysis, 'fr', resultTextLookup('fr'));
    expect(english).toContain(`/result/${own}`);
    const edited = english.replace('10.0', '30.0');
    expect(edited).not.toBe(english);
    const note = await inject('PUT', `${base}/${id}/note`, {
      sections: [{ name: 'Objective', text: [english, `- ${french}`, edited].join('\n') }],
    });
    expect(note.statusCode).toBe(200);
    const sentences = note.json().data.sections[0].sentences;
    expect(sentences.map((s: { supported: boolean }) => s.supported)).toEqual([true, true, false]);

    // Another subject's result, or another organisation's, is no evidence for this encounter.
    const foreign = await inject('PUT', `${base}/${id}/note`, {
      sections: [
        { name: 'Objective', text: `[Skin AI #${otherSubject}] x\n[Skin AI #${otherOrg}] y` },
      ],
    });
    expect(
      foreign.json().data.sections[0].sentences.map((s: { supported: boolean }) => s.supported),
    ).toEqual([false, false]);
  });

  it('stores the body map as data and refuses links to results of another subject', async () => {
    const id = await encounter('S-42');
    expect((await inject('GET', `${base}/${id}/body-map`)).json().data).toEqual({ marks: [] });
    const marks = [
      mark('left-forearm', { sizeMm: 8, morphology: 'plaque', resultId: own }),
      mark('left-forearm', { sizeMm: 3, morphology: 'papule' }),
    ];
    const saved = await inject('PUT', `${base}/${id}/body-map`, { marks });
    expect(saved.statusCode).toBe(200);
    const stored = (await inject('GET', `${base}/${id}/body-map`)).json().data.marks;
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ site: 'left-forearm', count: 1, label: '', resultId: own });
    for (const resultId of [otherSubject, otherOrg]) {
      const res = await inject('PUT', `${base}/${id}/body-map`, {
        marks: [mark('face', { resultId })],
      });
      expect(res.statusCode).toBe(400);
    }
    const bad = await inject('PUT', `${base}/${id}/body-map`, { marks: [mark('face', { x: 2 })] });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the note with its body map as a PDF and as a FHIR document Bundle', async () => {
    const id = await encounter('S-42');
    await inject('PUT', `${base}/${id}/transcript`, {
      segments: [{ start: 0, end: 4, text: 'The plaque on the left forearm itches.' }],
    });
    await inject('PUT', `${base}/${id}/note`, {
      sections: [
        {
          name: 'Subjective',
          text: 'The plaque on the left forearm itches. Family history of melanoma.',
        },
      ],
    });
    await inject('PUT', `${base}/${id}/body-map`, {
      marks: [
        mark('left-forearm', { sizeMm: 8, morphology: 'plaque' }),
        mark('left-forearm', { sizeMm: 3 }),
      ],
    });
    await inject('POST', `${base}/${id}/letters`, {
      kind: 'gp',
      sender: { name: 'Dr Ana' },
      recipient: { name: 'Dr Bui' },
      patient: { name: 'Minh' },
      body: 'Dear Dr Bui.',
    });

    const pdf = await inject('GET', `${base}/${id}/export/pdf?lang=fr`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Note clinique');
    expect(text).toContain('Avant-bras gauche, 2 lésions, la plus grande de 8 mm (plaque)');
    expect(text).toContain('Family history of melanoma. *');
    expect(text).toContain('Absent de la transcription');

    const fhir = await inject('GET', `${base}/${id}/export/fhir`);
    expect(fhir.statusCode).toBe(200);
    expect(fhir.headers['content-type']).toContain('application/fhir+json');
    const bundle = fhir.json();
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'document' });
    const resources = bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource);
    expect(resources.map((r: { resourceType: string }) => r.resourceType)).toEqual([
      'Composition',
      'Patient',
      'Practitioner',
      'Encounter',
      'DocumentReference',
      'DocumentReference',
    ]);
    const [composition, patient] = resources;
    expect(patient.identifier[0].value).toBe('S-42');
    expect(composition.subject.reference).toBe(bundle.entry[1].fullUrl);
    expect(composition.section.map((s: { title: string }) => s.title)).toEqual([
      'Subjective',
      'Body map',
    ]);
    expect(composition.section[0].text.div).toContain('[not found in the transcript]');
    expect(composition.section[1].text.div).toContain('Left forearm, 2 lesions, largest 8 mm');
    const notePdf = Buffer.from(resources[4].content[0].attachment.data, 'base64');
    expect(notePdf.subarray(0, 5).toString()).toBe('%PDF-');
    const letter = Buffer.from(resources[5].content[0].attachment.data, 'base64').toString();
    expect(letter).toBe('Dear Dr Bui.');
  });

  it("exports nobody else's encounter", async () => {
    const id = await encounter('S-42');
    const northside = { ...ana, 'org-id': t.orgIds.northside };
    const leo = { ...bearer(await t.tokenFor(t.userIds.leo)), 'org-id': t.orgIds.northside };
    for (const headers of [northside, leo]) {
      for (const path of ['export/pdf', 'export/fhir', 'body-map', 'analyses']) {
        const res = await t.app.inject({ url: `${base}/${id}/${path}`, headers });
        expect([403, 404], path).toContain(res.statusCode);
      }
    }
  });
});
