import type { Locale } from './locales.js';
import { byAnatomy } from './result-words.js';
import { SCRIBE_DOCUMENT_TEXTS } from './scribe-document-texts.js';
import type { BodyMark } from './scribe-outputs.js';

/**
 * The body map as the note states it: one line per site, in anatomical order, e.g.
 * 'Left forearm, 2 lesions, largest 8 mm (plaque, papule): itchy; Skin AI #12'. Marks on the same
 * site and side of the body are counted together; the largest size is the largest of any mark.
 * `siteLabel` names a catalogue site in the language (free text comes back as typed).
 */
export function bodyMapLines(
  marks: readonly BodyMark[],
  locale: Locale,
  siteLabel: (site: string) => string,
): string[] {
  const tx = SCRIBE_DOCUMENT_TEXTS[locale];
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const groups = new Map<string, BodyMark[]>();
  for (const mark of byAnatomy(marks, (m) => m.site)) {
    const key = `${mark.site}|${mark.side}`;
    groups.set(key, [...(groups.get(key) ?? []), mark]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const count = group.reduce((n, m) => n + m.count, 0);
    const sizes = group.flatMap((m) => (m.sizeMm === null ? [] : [m.sizeMm]));
    const parts = [siteLabel(first.site), tx.lesions(count)];
    if (sizes.length) {
      const size = number.format(Math.max(...sizes));
      parts.push(count === 1 ? `${size} mm` : tx.largest(size));
    }
    const kinds = [...new Set(group.flatMap((m) => (m.morphology ? [m.morphology] : [])))];
    let text = parts.join(', ');
    if (kinds.length) text += ` (${kinds.map((k) => tx.morphology[k]).join(', ')})`;
    const labels = [...new Set(group.map((m) => m.label).filter(Boolean))];
    if (labels.length) text += `${tx.colon}${labels.join(tx.semicolon)}`;
    const results = [...new Set(group.flatMap((m) => (m.resultId ? [m.resultId] : [])))];
    if (results.length)
      text += `${tx.semicolon}${results.map((id) => `Skin AI #${id}`).join(', ')}`;
    return text;
  });
}
