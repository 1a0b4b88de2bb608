import type { Appointment, Patient } from '@dermadesk/contracts';
import {
  collectionBundle,
  subjectIdentifier,
  text,
  urn,
  type BundleEntry,
  type Resource,
} from './fhir-resources.js';

export interface PatientFhirInput {
  orgId: string;
  patient: Patient;
  appointments: Appointment[];
  resources: { id: string; kind: 'practitioner' | 'room' | 'device'; name: string }[];
  generatedAt: Date;
}

/** Where a resource kind goes in Appointment.participant.type (HL7 v3 ParticipationType). */
const PARTICIPATION = 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType';
const participationOf = {
  practitioner: { code: 'PPRF', display: 'primary performer' },
  room: { code: 'LOC', display: 'location' },
  device: { code: 'DEV', display: 'device' },
} as const;

function patientResource({ orgId, patient: p }: PatientFhirInput): Resource {
  const telecom = [
    ...(p.phone ? [{ system: 'phone', value: p.phone }] : []),
    ...(p.email ? [{ system: 'email', value: p.email }] : []),
  ];
  return {
    resourceType: 'Patient',
    identifier: [
      // The record itself, named in the organisation's namespace like its subject IDs.
      { use: 'official', system: `urn:uuid:${orgId}`, value: `patient-${p.id}` },
      ...p.subjectIds.map((s) => subjectIdentifier(orgId, s)),
    ],
    active: true,
    name: [{ use: 'official', family: p.lastName, given: [p.firstName] }],
    // Our sexes are FHIR's administrative genders, value for value.
    gender: p.sex,
    birthDate: p.dateOfBirth,
    ...(telecom.length ? { telecom } : {}),
    ...(p.address ? { address: [{ text: p.address }] } : {}),
    ...(p.preferredLanguage
      ? {
          communication: [
            {
              language: {
                coding: [{ system: 'urn:ietf:bcp:47', code: p.preferredLanguage }],
              },
              preferred: true,
            },
          ],
        }
      : {}),
  };
}

function appointmentResource(
  a: Appointment,
  patientUrl: string,
  resources: PatientFhirInput['resources'],
): Resource {
  const minutes = Math.round((Date.parse(a.end) - Date.parse(a.start)) / 60_000);
  return {
    resourceType: 'Appointment',
    identifier: [{ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${a.id}` }],
    status: a.status,
    serviceType: [text(a.typeName)],
    start: a.start,
    end: a.end,
    minutesDuration: minutes,
    ...(a.notes ? { comment: a.notes } : {}),
    ...(a.cancelReason ? { cancelationReason: text(a.cancelReason) } : {}),
    participant: [
      { actor: { reference: patientUrl }, required: 'required', status: 'accepted' },
      ...a.resourceIds.flatMap((id) => {
        const r = resources.find((x) => x.id === id);
        if (!r) return [];
        return [
          {
            type: [{ coding: [{ system: PARTICIPATION, ...participationOf[r.kind] }] }],
            actor: { display: r.name },
            required: 'required',
            status: 'accepted',
          },
        ];
      }),
    ],
  };
}

/**
 * A patient and their appointments as a FHIR R4 Bundle (collection): one Patient, one
 * Appointment per booking (cancelled ones with their reason). Practitioners, rooms and devices
 * are named in the participants (display only): we hold no Practitioner or Location records.
 */
export function patientFhirBundle(input: PatientFhirInput) {
  const patientUrl = urn();
  const entries: BundleEntry[] = [{ fullUrl: patientUrl, resource: patientResource(input) }];
  for (const a of input.appointments) {
    entries.push({ fullUrl: urn(), resource: appointmentResource(a, patientUrl, input.resources) });
  }
  return collectionBundle(entries, input.generatedAt);
}
