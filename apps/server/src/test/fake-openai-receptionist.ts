/**
 * The Receptionist's part of the fake model (test tooling): tool calls scripted as `/tool {json}`
 * lines, and call summaries.
 */

/** `{{slots.0.start}}` → that value of the JSON `from`; unknown paths stay as they are. */
function fillFrom(template: string, from: string | undefined): string {
  let data: unknown;
  try {
    data = from ? JSON.parse(from) : undefined;
  } catch {
    data = undefined;
  }
  return template.replace(/\{\{([\w.]+)\}\}/g, (whole, path: string) => {
    const value = path
      .split('.')
      .reduce<unknown>(
        (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
        data,
      );
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

export interface ScriptedCall {
  name: string;
  arguments: string;
}

/**
 * The next scripted tool call of the last user turn (`lastUser`, answered so far by `results`),
 * or its closing text once all ran.
 */
export function scripted(
  lastUser: string,
  results: string[],
): { call: ScriptedCall } | { text: string } | null {
  const lines = [...lastUser.matchAll(/^\/(\w+)[ \t]*(\{.*\})?[ \t]*$/gm)];
  if (!lines.length) return null;
  const previous = results.at(-1);
  const next = lines[results.length];
  if (!next) return { text: `Done: ${previous ?? ''}` };
  return { call: { name: next[1]!, arguments: fillFrom(next[2] ?? '{}', previous) } };
}

/** A call summary: the caller's first line as the reason, no follow-ups. */
export function callSummary(prompt: string): string | null {
  const transcript = /<call-transcript>\n([\s\S]*?)\n<\/call-transcript>/.exec(prompt)?.[1];
  if (transcript === undefined) return null;
  const first = /^Caller: (.*)$/m.exec(transcript)?.[1] ?? '';
  return JSON.stringify({ reason: first.slice(0, 200) || 'Nothing was said.', followUps: [] });
}
