import * as chrono from 'chrono-node';
import { GUIDED_LIMITS, type Locale } from '@dermadesk/contracts';
import { addDays, localDateOf, localTimeOf, offsetAt } from './zoned-time.js';

/**
 * Reading the caller's plain words in the guided booking: dates and times ('tomorrow 9am',
 * 'demain à 9h', 'next Friday') with chrono-node in the caller's language, and identity details.
 * Vietnamese has no chrono parser: English dates are read then.
 */
export const parsers: Record<Locale, chrono.Chrono> = {
  en: chrono.en.GB,
  fr: chrono.fr.casual,
  es: chrono.es.casual,
  pt: chrono.pt.casual,
  vi: chrono.en.GB,
};

export interface WhenAsked {
  /** The local day meant, in the organisation's zone. */
  day: string;
  /** The local time, when one was said ('9am'), HH:mm. */
  time: string | null;
}

/**
 * "The day after tomorrow" in the app's languages. chrono-node reads only its "tomorrow" in each
 * ('après-demain' → demain), which would book a day early; it is replaced by the date it means in
 * the organisation's zone, which every chrono language reads.
 */
const AFTER_TOMORROW =
  /(?<!\p{L})(?:the )?(?:day after tomorrow|apr[eè]s[- ]demain|pasado mañana|depois de amanh[ãa]|ngày kia|ngày mốt)(?!\p{L})/giu;

/** '9h', '14h30': how French and Portuguese write times; chrono reads them only in French. */
const HOUR_H = /(?<![\p{L}\d])([01]?\d|2[0-3])h([0-5]\d)?(?!\p{L})/giu;

export function readWhen(
  text: string,
  language: Locale,
  now: number,
  zone: string,
): WhenAsked | null {
  const ref = { instant: new Date(now), timezone: offsetAt(now, zone) / 60_000 };
  const said = text
    .replace(AFTER_TOMORROW, addDays(localDateOf(now, zone), 2))
    .replace(HOUR_H, (_, h: string, m?: string) => `${h}:${m ?? '00'}`);
  const [found] = parsers[language].parse(said, ref, { forwardDate: true });
  if (!found) return null;
  const instant = found.start.date().getTime();
  return {
    day: localDateOf(instant, zone),
    time: found.start.isCertain('hour') ? localTimeOf(instant, zone) : null,
  };
}

/** A time on its own: '10:30', '10h30', '9h', '14.15'. */
export function readClockTime(text: string): string | null {
  const m =
    /\b([01]?\d|2[0-3])\s*(?:[:h.]\s*([0-5]\d)?)\b/i.exec(text) ??
    /^([01]?\d|2[0-3])$/.exec(text.trim());
  if (!m) return null;
  return `${m[1]!.padStart(2, '0')}:${m[2] ?? '00'}`;
}

const YES = /^(y|yes|ok|okay|sure|confirm|oui|d'accord|sí|si|sim|có|vâng|đồng ý)(?=$|[\s,.!])/iu;
const NO = /^(n|no|non|não|nao|không)(?=$|[\s,.!])/iu;
export const isYes = (text: string) => YES.test(text.trim());
export const isNo = (text: string) => NO.test(text.trim());

export interface Identity {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phone: string;
}

/** What an answer gave of the caller's identity, perhaps only a part. */
export interface IdentityParts {
  names: string[];
  dateOfBirth: string | null;
  phone: string;
}

/**
 * 'Marie Curie, 07/11/1967, 06 12 34 56 78' → names, date of birth (ISO, or day first) and
 * phone, in any order; each part missing or invalid is left empty.
 */
export function readIdentityParts(text: string): IdentityParts {
  let rest = text;
  let dateOfBirth: string | null = null;
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(rest);
  const dmy = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/.exec(rest);
  if (iso) {
    dateOfBirth = iso[0];
    rest = rest.replace(iso[0], ' ');
  } else if (dmy) {
    dateOfBirth = `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
    rest = rest.replace(dmy[0], ' ');
  }
  if (dateOfBirth && Number.isNaN(Date.parse(dateOfBirth))) dateOfBirth = null;
  const phoneMatch = /\+?\d[\d\s().-]{6,}\d/.exec(rest);
  const phone = phoneMatch ? phoneMatch[0].trim() : '';
  if (phoneMatch) rest = rest.replace(phoneMatch[0], ' ');
  const names = rest
    .replace(/[,;]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  return { names, dateOfBirth, phone };
}

/**
 * A caller's identity given over several answers ('Zoé', then 'Marchand', then '12/03/1985'): an
 * answer with a first and last name replaces the names before it, a lone word adds to them; a
 * date of birth or phone replaces the one before.
 */
export function mergeIdentity(
  before: IdentityParts | undefined,
  now: IdentityParts,
): IdentityParts {
  if (!before) return now;
  const added = [...before.names, ...now.names];
  return {
    names: now.names.length >= 2 || added.length > GUIDED_LIMITS.names ? now.names : added,
    dateOfBirth: now.dateOfBirth ?? before.dateOfBirth,
    phone: now.phone || before.phone,
  };
}

// The conversation's state goes back and forth with the client, checked by its schema each time:
// what it keeps is cut to the schema's lengths, or the caller's next answer would be refused.
const { nameChars, phoneChars, names: maxNames } = GUIDED_LIMITS;

/** The identity the parts make, or null when the names or the date of birth are missing. */
export function identityOf(parts: IdentityParts): Identity | null {
  if (!parts.dateOfBirth || parts.names.length < 2) return null;
  return {
    firstName: parts.names[0]!.slice(0, nameChars),
    lastName: parts.names.slice(1).join(' ').slice(0, nameChars),
    dateOfBirth: parts.dateOfBirth,
    phone: parts.phone.slice(0, phoneChars),
  };
}

/** Parts kept in the state until the rest comes. */
export const partsToKeep = (parts: IdentityParts): IdentityParts => ({
  names: parts.names.slice(0, maxNames).map((n) => n.slice(0, nameChars)),
  dateOfBirth: parts.dateOfBirth,
  phone: parts.phone.slice(0, phoneChars),
});

/** An identity from one answer; null when the names or a valid date are missing. */
export const readIdentity = (text: string) => identityOf(readIdentityParts(text));
