import { z } from 'zod';
import {
  callOutcomes,
  type CallOutcome,
  type CallSummary,
  type Locale,
} from '@dermadesk/contracts';
import type { ChatMessage } from '../../../ai/types.js';
import type { MessageRow } from '../assistant/assistant.repository.js';

/**
 * A call's summary. The outcomes are what the tools did during the call (a booking is a
 * booking, whatever the model remembers); the model writes only the reason and the follow-ups,
 * from the transcript, as JSON.
 */

export function outcomesOf(messages: MessageRow[]): CallOutcome[] {
  const done = new Set(messages.map((m) => m.outcome).filter((o): o is CallOutcome => o !== null));
  // A call where nothing was done is a call that asked something.
  return done.size ? callOutcomes.filter((o) => done.has(o)) : ['question'];
}

export function transcriptOf(messages: MessageRow[]): string {
  return messages
    .filter((m) => (m.role === 'caller' || m.role === 'assistant') && m.content)
    .map((m) => `${m.role === 'caller' ? 'Caller' : 'Assistant'}: ${m.content}`)
    .join('\n');
}

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'French',
  vi: 'Vietnamese',
  pt: 'Portuguese',
  es: 'Spanish',
};

export function summaryRequest(transcript: string, language: Locale): ChatMessage[] {
  return [
    {
      role: 'system',
      content: `You summarise a phone call to a dermatology clinic for its front desk. Answer with JSON only: {"reason": "<why they called, one sentence>", "followUps": ["<what the staff still has to do>", ...]} (followUps empty when nothing is left). Write in ${LANGUAGE_NAMES[language]}. Use only what the transcript says.`,
    },
    { role: 'user', content: `<call-transcript>\n${transcript}\n</call-transcript>` },
  ];
}

const modelPart = z.object({
  reason: z.string().trim().min(1).max(1000),
  followUps: z.array(z.string().trim().min(1).max(500)).max(10).default([]),
});

/** The model's JSON (possibly wrapped in a code fence or prose), checked; null when unusable. */
export function readSummary(text: string, outcomes: CallOutcome[]): CallSummary | null {
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  if (!json) return null;
  try {
    const parsed = modelPart.safeParse(JSON.parse(json));
    return parsed.success ? { ...parsed.data, outcomes } : null;
  } catch {
    return null;
  }
}

const NOTE_TEXTS: Record<
  Locale,
  {
    title: string;
    reason: string;
    outcome: string;
    followUps: string;
    outcomes: Record<CallOutcome, string>;
  }
> = {
  en: {
    title: 'Call summary',
    reason: 'Reason',
    outcome: 'Outcome',
    followUps: 'Follow-ups',
    outcomes: {
      booked: 'booked',
      rescheduled: 'rescheduled',
      cancelled: 'cancelled',
      waitlisted: 'on the waitlist',
      'handed-over': 'handed over',
      question: 'question',
    },
  },
  fr: {
    title: "Résumé d'appel",
    reason: 'Motif',
    outcome: 'Résultat',
    followUps: 'Suites à donner',
    outcomes: {
      booked: 'rendez-vous pris',
      rescheduled: 'rendez-vous déplacé',
      cancelled: 'rendez-vous annulé',
      waitlisted: "sur liste d'attente",
      'handed-over': 'transmis à une personne',
      question: 'question',
    },
  },
  vi: {
    title: 'Tóm tắt cuộc gọi',
    reason: 'Lý do',
    outcome: 'Kết quả',
    followUps: 'Việc cần làm tiếp',
    outcomes: {
      booked: 'đã đặt lịch',
      rescheduled: 'đã dời lịch',
      cancelled: 'đã hủy lịch',
      waitlisted: 'trong danh sách chờ',
      'handed-over': 'đã chuyển cho nhân viên',
      question: 'câu hỏi',
    },
  },
  pt: {
    title: 'Resumo da chamada',
    reason: 'Motivo',
    outcome: 'Resultado',
    followUps: 'Seguimento',
    outcomes: {
      booked: 'marcado',
      rescheduled: 'remarcado',
      cancelled: 'cancelado',
      waitlisted: 'na lista de espera',
      'handed-over': 'passado a uma pessoa',
      question: 'pergunta',
    },
  },
  es: {
    title: 'Resumen de la llamada',
    reason: 'Motivo',
    outcome: 'Resultado',
    followUps: 'Seguimiento',
    outcomes: {
      booked: 'cita reservada',
      rescheduled: 'cita cambiada',
      cancelled: 'cita cancelada',
      waitlisted: 'en lista de espera',
      'handed-over': 'pasado a una persona',
      question: 'consulta',
    },
  },
};

/** The note filed in the patient's record, in the call's language, its title first. */
export function noteOf(summary: CallSummary, language: Locale) {
  const t = NOTE_TEXTS[language];
  const lines = [
    t.title,
    `${t.reason}: ${summary.reason}`,
    `${t.outcome}: ${summary.outcomes.map((o) => t.outcomes[o]).join(', ')}`,
    ...(summary.followUps.length
      ? [`${t.followUps}:`, ...summary.followUps.map((f) => `- ${f}`)]
      : []),
  ];
  return lines.join('\n');
}
