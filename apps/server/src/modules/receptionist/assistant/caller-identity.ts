import type { Locale, Patient } from '@dermadesk/contracts';
import type { OrgActor } from '../../../lib/request-context.js';
import { digitsOf } from '../patients.repository.js';
import type { PatientsService } from '../patients.service.js';

export interface CallerIdentity {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phone: string;
}

/**
 * The patient record a caller's confirmed details lead to, or a new one. Staff (desk, calls) reach
 * a record by name and birth date. A public caller also needs the phone on file: a name and a
 * birth date are easy to know about someone else, and a record leads to its bookings. Without a
 * match a new record is made, which the staff merge if it was a duplicate.
 */
export async function findOrCreateCaller(
  patients: PatientsService,
  ctx: OrgActor,
  who: CallerIdentity,
  options: { public: boolean; language: Locale },
): Promise<{ patient: Patient; created: boolean }> {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const phone = digitsOf(who.phone);
  const [known] = (await patients.search(ctx, who.dateOfBirth, 50)).filter(
    (p) =>
      same(p.firstName, who.firstName) &&
      same(p.lastName, who.lastName) &&
      (!options.public || (phone.length >= 6 && digitsOf(p.phone) === phone)),
  );
  if (known) return { patient: known, created: false };
  const patient = await patients.create(ctx, {
    firstName: who.firstName,
    lastName: who.lastName,
    dateOfBirth: who.dateOfBirth,
    phone: who.phone,
    sex: 'unknown',
    email: '',
    preferredLanguage: options.language,
    address: '',
    notes: '',
    contactConsent: false,
    subjectIds: [],
    extra: {},
    confirmDuplicate: true,
  });
  return { patient, created: true };
}
