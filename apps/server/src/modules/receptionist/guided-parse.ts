import * as chrono from 'chrono-node';
import type { Locale } from '@dermadesk/contracts';
import { localDateOf, localTimeOf, offsetAt } from './zoned-time.js';

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

export function readWhen(
  text: string,
  language: Locale,
  now: number,
  zone: string,
): WhenAsked | null {
  const ref = { instant: new Date(now), timezone: offsetAt(now, zone) / 60_000 };
  const [found] = parsers[language].parse(text, ref, { forwardDate: true });
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

/**
 * 'Marie Curie, 07/11/1967, 06 12 34 56 78' → names, date of birth (ISO, or day first) and
 * phone, in any order; null when the names or a valid date are missing.
 */
export function readIdentity(text: string): Identity | null {
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
  if (!dateOfBirth || Number.isNaN(Date.parse(dateOfBirth))) return null;
  const phoneMatch = /\+?\d[\d\s().-]{6,}\d/.exec(rest);
  const phone = phoneMatch ? phoneMatch[0].trim() : '';
  if (phoneMatch) rest = rest.replace(phoneMatch[0], ' ');
  const words = rest
    .replace(/[,;]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  if (words.length < 2) return null;
  return { firstName: words[0]!, lastName: words.slice(1).join(' '), dateOfBirth, phone };
}
