import type { CopilotPassage } from '@dermadesk/contracts';

/** What the model writes when the passages do not hold the answer; the server then says so. */
export const NOT_IN_SOURCES = 'NOT_IN_SOURCES';

export const COPILOT_SYSTEM_PROMPT = `You answer clinicians' questions using ONLY the numbered passages from the clinic's own documents and websites that come with each question.
Rules:
- Every sentence you write must end with the number of the passage it comes from, in square brackets, e.g. [2]. Use several numbers when a sentence draws on several passages, e.g. [1][3].
- Use only facts stated in the passages. Never add knowledge of your own, even if you are sure of it.
- If the passages do not contain the answer, reply with exactly ${NOT_IN_SOURCES} and nothing else.
- Answer in the language of the question. Be brief and precise; keep doses, units and conditions exactly as written.`;

/** The user turn: the passages, each numbered, then the question. */
export function passagesPrompt(question: string, passages: CopilotPassage[]): string {
  const blocks = passages.map((p, i) => {
    const where = p.page !== undefined ? `page ${p.page}` : (p.url ?? '');
    return `<passage n="${i + 1}" source="${p.sourceName.replace(/"/g, "'")}" where="${where}">\n${p.text}\n</passage>`;
  });
  return `${blocks.join('\n\n')}\n\nQuestion: ${question}`;
}
