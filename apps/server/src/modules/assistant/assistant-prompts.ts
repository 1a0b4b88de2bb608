import type { AssistantAction, Locale } from '@dermadesk/contracts';

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
