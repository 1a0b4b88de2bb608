/** The note as plain text for the clinic's record system: each section, then the body map. */
export function noteCopyText(
  sections: readonly { name: string; text: string }[],
  bodyMap: { heading: string; lines: readonly string[] },
): string {
  const parts = sections.filter((s) => s.text.trim()).map((s) => `${s.name}:\n${s.text.trim()}`);
  if (bodyMap.lines.length)
    parts.push(`${bodyMap.heading}:\n${bodyMap.lines.map((l) => `- ${l}`).join('\n')}`);
  return parts.join('\n\n');
}

const COPY_ON_GENERATE = 'dermadesk.scribe.copyOnGenerate';

/** The clinician's choice to copy the note as soon as it is generated, kept in this browser. */
export const copyOnGenerate = {
  get: (): boolean => localStorage.getItem(COPY_ON_GENERATE) === 'true',
  set: (on: boolean) => localStorage.setItem(COPY_ON_GENERATE, String(on)),
};
