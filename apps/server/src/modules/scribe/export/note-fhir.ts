import { randomUUID } from 'node:crypto';
import type { EncounterDetail, Letter } from '@dermadesk/contracts';

type Resource = Record<string, unknown> & { resourceType: string };

export interface NoteFhirInput {
  encounter: EncounterDetail;
  orgId: string;
  clinician: { id: string; name: string };
  /** The body map as the note states it, in the export's language (narrative is for people). */
  bodyMap: string[];
  letters: Letter[];
  /** The chart note's PDF, attached to its DocumentReference. */
  pdf: Buffer;
  generatedAt: Date;
}

const LOINC = 'http://loinc.org';
const urn = () => `urn:uuid:${randomUUID()}`;
const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
/** FHIR narrative: XHTML in a div of the XHTML namespace, one paragraph per line. */
const narrative = (lines: string[]) => ({
  status: 'generated',
  div: `<div xmlns="http://www.w3.org/1999/xhtml">${lines.map((l) => `<p>${escape(l)}</p>`).join('')}</div>`,
});
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * The encounter as a FHIR R4 document Bundle: a Composition (the chart note's sections and the
 * body map, as narrative), the Patient by subject ID, the Practitioner, the Encounter, and
 * DocumentReferences for the note's PDF and each letter. The document type is LOINC 11506-3
 * (Progress note); letters are LOINC 57133-1 (Referral note) or 51852-2 (Letter).
 * Sentences the server found no support for in the transcript are marked in the narrative.
 */
export function noteFhirBundle(input: NoteFhirInput): Resource & { resourceType: 'Bundle' } {
  const { encounter, clinician } = input;
  const date = input.encounter.note?.updatedAt ?? encounter.updatedAt;
  const [patientUrl, practitionerUrl, encounterUrl, compositionUrl] = [urn(), urn(), urn(), urn()];
  const subject = { reference: patientUrl, display: encounter.subjectId ?? undefined };
  const author = [{ reference: practitionerUrl, display: clinician.name || undefined }];
  const context = { encounter: [{ reference: encounterUrl }] };

  const sections = (encounter.note?.sections ?? [])
    .filter((s) => s.sentences.length)
    .map((s) => ({
      title: s.name,
      text: narrative(
        s.sentences.map((x) => (x.supported ? x.text : `${x.text} [not found in the transcript]`)),
      ),
    }));
  if (input.bodyMap.length) sections.push({ title: 'Body map', text: narrative(input.bodyMap) });

  const documentReference = (
    type: { code: string; display: string },
    description: string,
    attachment: Record<string, unknown>,
  ): Resource => ({
    resourceType: 'DocumentReference',
    status: 'current',
    docStatus: 'preliminary',
    type: { coding: [{ system: LOINC, ...type }], text: type.display },
    subject,
    date: input.generatedAt.toISOString(),
    author,
    description,
    content: [{ attachment }],
    context,
  });

  const entries: Resource[] = [
    {
      resourceType: 'Composition',
      status: 'preliminary',
      type: { coding: [{ system: LOINC, code: '11506-3', display: 'Progress note' }] },
      subject,
      encounter: { reference: encounterUrl },
      date,
      author,
      title: encounter.title,
      section: sections,
    },
    {
      resourceType: 'Patient',
      identifier: encounter.subjectId
        ? [
            {
              use: 'usual',
              type: { text: 'Subject ID' },
              // The organisation's subject IDs form one namespace, as in the upload export.
              system: `urn:uuid:${input.orgId}`,
              value: encounter.subjectId,
            },
          ]
        : [],
    },
    {
      resourceType: 'Practitioner',
      identifier: [{ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${clinician.id}` }],
      ...(clinician.name ? { name: [{ text: clinician.name }] } : {}),
    },
    {
      resourceType: 'Encounter',
      identifier: [{ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${encounter.id}` }],
      status: 'finished',
      class: {
        system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
        code: 'AMB',
        display: 'ambulatory',
      },
      subject,
      period: { start: encounter.createdAt },
    },
    documentReference({ code: '11506-3', display: 'Progress note' }, encounter.title, {
      contentType: 'application/pdf',
      title: `${encounter.title}.pdf`,
      data: input.pdf.toString('base64'),
      creation: input.generatedAt.toISOString(),
    }),
    ...input.letters.map((letter) =>
      documentReference(
        letter.kind === 'referral'
          ? { code: '57133-1', display: 'Referral note' }
          : { code: '51852-2', display: 'Letter' },
        `${letter.kind} letter`,
        {
          contentType: 'text/plain; charset=utf-8',
          data: base64(letter.body),
          creation: letter.updatedAt,
        },
      ),
    ),
  ];
  const urls = [compositionUrl, patientUrl, practitionerUrl, encounterUrl];
  return {
    resourceType: 'Bundle',
    type: 'document',
    identifier: { system: 'urn:ietf:rfc:3986', value: urn() },
    timestamp: input.generatedAt.toISOString(),
    entry: entries.map((resource, i) => ({ fullUrl: urls[i] ?? urn(), resource })),
  };
}
