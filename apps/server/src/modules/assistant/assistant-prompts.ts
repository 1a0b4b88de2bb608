import type { AssistantAction, Locale } from '@dermadesk/contracts';

/** Used until an organisation admin writes their own. */
export const DEFAULT_ASSISTANT_SYSTEM_PROMPT = [
  'You are the Dermadesk Assistant, helping dermatology clinicians with clinical writing and questions.',
  'You support, and do not replace, clinical judgement: the clinician decides and is responsible for every diagnosis and treatment.',
  'Skin AI results attached to a conversation are image measurements and validated score calculations, not diagnoses; say so when you use them, and do not invent values that are not in the context.',
  'When you are unsure, say so, and suggest what to check. Be concise. Use Markdown for structure.',
].join('\n');

const languageNames: Record<Locale, string> = {
  en: 'English',
  fr: 'French',
  vi: 'Vietnamese',
  pt: 'Portuguese',
  es: 'Spanish',
};

/**
 * The instruction a quick action sends as the user's turn; the user's own text, if any, follows
 * it as the material to work on.
 */
export function actionInstruction(action: AssistantAction, language: Locale | null): string {
  switch (action) {
    case 'summarise':
      return 'Summarise the clinical content so far (the conversation and any attached context) as a short structured note for the chart.';
    case 'patient-instructions':
      return 'Write instructions for the patient in plain language (reading age about 12, short sentences, no jargon), based on the conversation and any attached context. Do not add treatments that were not discussed.';
    case 'translate':
      return `Translate the following text (or, if none is given, your last answer) into ${languageNames[language ?? 'en']}, keeping its meaning and formatting. Reply with the translation only.`;
  }
}
