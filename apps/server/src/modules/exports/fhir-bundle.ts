import { quantityWords, siteName, type StoredAnalysisResult } from '@dermadesk/contracts';
import { resultTextLookup } from '@dermadesk/contracts/result-texts';
import { displayName } from '../../lib/display-name.js';
import type { ClinicalRecord } from '../uploads/clinical-record.service.js';
import { clinicianScore } from './csv-columns.js';
import {
  collectionBundle,
  subjectIdentifier,
  text,
  urn,
  type BundleEntry,
  type Resource,
} from './fhir-resources.js';

export type FhirInput = ClinicalRecord & { generatedAt: Date };

const UCUM = 'http://unitsofmeasure.org';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const CAVEAT =
  'Measured image quantities and clinician-entered scores: not a diagnosis. Status preliminary: not reviewed as a final report.';

/**
 * Our unit texts mapped to UCUM where the mapping is exact. Pixel units are UCUM annotations
 * ({pixel}) since a pixel has no physical size; CIELAB coordinates are dimensionless.
 */
export function ucumOf(unit: string): string | undefined {
  if (unit.startsWith('%')) return '%';
  if (unit === 'mm') return 'mm';
  if (unit === 'mm²') return 'mm2';
  if (unit === 'count') return '{count}';
  if (unit.startsWith('px²')) return '{pixel}2';
  if (unit.startsWith('px/mm')) return '{pixel}/mm';
  if (unit.startsWith('px')) return '{pixel}';
  if (unit.startsWith('CIELAB') || unit.startsWith('Δ')) return '1';
  return undefined;
}

/** Display texts in English words (site names, measure labels), never slugs or engine notes. */
const english = resultTextLookup('en');

function quantity(value: number, unit: string) {
  const code = ucumOf(unit);
  return code ? { value, unit, system: UCUM, code } : { value, unit };
}

/**
 * An upload as a FHIR R4 Bundle (type collection): a preliminary DiagnosticReport, an Observation
 * per server-computed score and per measured quantity, a Media per stored image and the subject
 * as a Patient identifier. No LOINC or SNOMED CT code is claimed for our measurements and scores:
 * we know of none that means exactly what we measure, so codes carry text only.
 * Image URLs are relative API paths, fetched with the bearer token; a token is never embedded.
 */
export function fhirBundle(input: FhirInput): Resource & { resourceType: 'Bundle' } {
  const { upload } = input;
  const effective = upload.createdAt.toISOString();
  const patientUrl = urn();
  const subject = { reference: patientUrl, display: upload.subjectId };
  const entries: BundleEntry[] = [];
  const observations: string[] = [];
  const media: string[] = [];

  const patient: Resource = {
    resourceType: 'Patient',
    identifier: [subjectIdentifier(upload.orgId, upload.subjectId)],
  };
  entries.push({ fullUrl: patientUrl, resource: patient });

  const addObservation = (resource: Omit<Resource, 'resourceType'>) => {
    const fullUrl = urn();
    observations.push(fullUrl);
    entries.push({
      fullUrl,
      resource: {
        resourceType: 'Observation',
        status: 'preliminary',
        subject,
        effectiveDateTime: effective,
        ...resource,
      },
    });
  };

  const aggregate = upload.aggregate as {
    score?: {
      instrument: string;
      score: number | null;
      formula?: string;
      band?: { label: string; scheme: string };
    };
  } | null;
  if (aggregate?.score && typeof aggregate.score.score === 'number') {
    const s = aggregate.score;
    addObservation({
      category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'exam', display: 'Exam' }] }],
      code: text(`${s.instrument} score`),
      valueQuantity: { value: s.score, unit: 'score', system: UCUM, code: '{score}' },
      ...(s.band ? { interpretation: [text(`${s.band.label} (${s.band.scheme})`)] } : {}),
      method: text(s.formula ?? s.instrument),
      note: [{ text: 'Computed by the server from the clinician’s grades of all images.' }],
    });
  }

  for (const { image, analysis } of input.images) {
    const result = analysis.result as StoredAnalysisResult;
    const mediaUrl = urn();
    media.push(mediaUrl);
    const bodySite = image.bodyPart ? { bodySite: text(siteName(english, image.bodyPart)) } : {};
    entries.push({
      fullUrl: mediaUrl,
      resource: {
        resourceType: 'Media',
        identifier: [{ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${analysis.id}` }],
        status: 'completed',
        type: {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/media-type',
              code: 'image',
              display: 'Image',
            },
          ],
        },
        subject,
        createdDateTime: analysis.createdAt.toISOString(),
        ...bodySite,
        content: {
          contentType: 'image/jpeg',
          url: `/api/v1/analyses/${analysis.id}/image`,
          ...(image.imageName ? { title: image.imageName } : {}),
        },
      },
    });
    const method = result.method
      ? { method: text(`${result.method.name} ${result.method.version}`) }
      : {};
    for (const [key, q] of Object.entries(result.quantities ?? {})) {
      addObservation({
        category: [
          { coding: [{ system: OBSERVATION_CATEGORY, code: 'imaging', display: 'Imaging' }] },
        ],
        code: text(`${quantityWords(english, key, q).label} [${key}]`),
        ...(q.value === null
          ? {
              dataAbsentReason: {
                coding: [
                  {
                    system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
                    code: 'unknown',
                  },
                ],
                text: 'not measurable from this image',
              },
            }
          : { valueQuantity: quantity(q.value, q.unit) }),
        ...bodySite,
        ...method,
        derivedFrom: [{ reference: mediaUrl }],
      });
    }
    const calculator = (image.clinicianInput as { calculator?: { instrument: string } }).calculator;
    const score = clinicianScore(image.clinicianInput);
    if (calculator && score !== null) {
      addObservation({
        category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'exam', display: 'Exam' }] }],
        code: text(`${calculator.instrument.toUpperCase()} score`),
        valueQuantity: { value: score, unit: 'score', system: UCUM, code: '{score}' },
        ...bodySite,
        method: text(`${calculator.instrument} calculator (server recomputation)`),
        derivedFrom: [{ reference: mediaUrl }],
      });
    }
  }

  const author = displayName(input);
  const report: Resource = {
    resourceType: 'DiagnosticReport',
    identifier: [{ system: `urn:uuid:${upload.orgId}`, value: `upload-${upload.id}` }],
    status: 'preliminary',
    category: [text('Dermatology image analysis')],
    code: text(`Dermadesk module ${upload.module} image analysis`),
    subject,
    effectiveDateTime: effective,
    issued: input.generatedAt.toISOString(),
    ...(author ? { performer: [{ display: author }] } : {}),
    result: observations.map((reference) => ({ reference })),
    media: media.map((reference) => ({ link: { reference } })),
    conclusion: CAVEAT,
  };
  entries.unshift({ fullUrl: urn(), resource: report });

  return collectionBundle(entries, input.generatedAt);
}
