import type { AssistantChannel, Locale } from '@dermadesk/contracts';
import type { ChatMessage } from '../../../ai/types.js';
import type { MessageRow } from './assistant.repository.js';

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'French',
  vi: 'Vietnamese',
  pt: 'Portuguese',
  es: 'Spanish',
};

const WHO: Record<AssistantChannel, string> = {
  desk: 'You help the front desk staff of a dermatology clinic book for a patient.',
  call: 'You answer a phone call to a dermatology clinic; your replies are read aloud, so keep them short and plain, without lists.',
  public:
    "You answer patients on a dermatology clinic's website. You never tell anything about other patients, staff or the clinic's records.",
};

/**
 * The instructions of one conversation. The rules that matter (who a booking is for, which times
 * are free) are enforced by the tools, not by this text: a model that ignores it still cannot
 * book a taken time or reach another patient's appointments.
 */
export function systemPrompt(p: {
  channel: AssistantChannel;
  language: Locale;
  clinicName: string;
  timeZone: string;
  now: number;
  types: string[];
}): string {
  const today = new Intl.DateTimeFormat('en-GB', {
    timeZone: p.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(p.now);
  return [
    WHO[p.channel],
    p.clinicName ? `The clinic is ${p.clinicName}.` : '',
    `It is now ${today} (${p.timeZone}); all times are in that zone.`,
    `Appointment types: ${p.types.join(', ') || 'none yet'}.`,
    'To book: find the type and the time the caller wants (find_slots with their own words), offer the free times, identify the caller with identify_patient (read the details back and only confirm once they agree), then book_appointment. If a time is refused, offer the fresh slots it returns.',
    'Use clinic_info for opening hours, preparation and other clinic questions; say you do not know rather than guess. Use hand_over when the caller asks for a person or you cannot help.',
    `Answer in ${LANGUAGE_NAMES[p.language]}.`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The stored turns as the model reads them: caller, assistant (with tool calls), tool results. */
export function toModelMessages(system: string, rows: MessageRow[]): ChatMessage[] {
  const turns: ChatMessage[] = rows.map((row) => {
    if (row.role === 'caller') return { role: 'user', content: row.content };
    if (row.role === 'tool')
      return { role: 'tool', toolCallId: row.toolCallId ?? '', content: row.content };
    return {
      role: 'assistant',
      content: row.content,
      ...(row.toolCalls?.length ? { toolCalls: row.toolCalls } : {}),
    };
  });
  return [{ role: 'system', content: system }, ...turns];
}
