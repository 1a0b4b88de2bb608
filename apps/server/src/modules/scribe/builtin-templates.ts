import type { ScribeTemplate } from '@dermadesk/contracts';

/**
 * The ready-made templates every organisation has (issue 18): a dermatology SOAP note, a
 * procedure note (biopsy, cryotherapy, excision) and a follow-up note. Read-only; a clinic copies
 * one into its own to change it.
 */
const base = {
  scope: 'builtin' as const,
  examples: [],
  conversationLanguage: 'auto',
  chartNotesLanguage: 'same',
  editable: false,
};

export const builtinTemplates: ScribeTemplate[] = [
  {
    ...base,
    id: 'builtin-soap',
    name: 'Dermatology SOAP note',
    instruction:
      'Write only what was said in the consultation. Leave a section empty rather than guess.',
    fields: [
      {
        name: 'Subjective',
        instruction:
          'Presenting complaint, onset and duration, symptoms (itch, pain, bleeding), triggers, treatments tried and their effect, relevant history and medication.',
        format: 'prose',
      },
      {
        name: 'Objective',
        instruction:
          'Examination findings as stated: site, distribution, morphology, size, colour, dermoscopy; measured scores.',
        format: 'bullets',
        example: '- Left forearm: erythematous scaly plaque, 8 mm',
      },
      {
        name: 'Assessment',
        instruction: 'Working diagnosis and differentials exactly as the clinician said them.',
        format: 'prose',
      },
      {
        name: 'Plan',
        instruction:
          'Treatment with drug, strength, dose and frequency; investigations; advice; follow-up interval.',
        format: 'bullets',
      },
    ],
  },
  {
    ...base,
    id: 'builtin-procedure',
    name: 'Procedure note (biopsy, cryotherapy, excision)',
    instruction: 'Record only the procedure details that were said aloud.',
    fields: [
      {
        name: 'Indication',
        instruction: 'Why the procedure was done and the lesion it concerns.',
        format: 'prose',
      },
      {
        name: 'Consent',
        instruction: 'That risks were explained and consent given, as said.',
        format: 'prose',
      },
      {
        name: 'Procedure',
        instruction:
          'Type (punch/shave biopsy, cryotherapy, excision), site, anaesthetic and amount, technique, margins, freeze cycles, closure and sutures.',
        format: 'bullets',
      },
      {
        name: 'Aftercare and follow-up',
        instruction: 'Wound care, suture removal, when results come and the next visit.',
        format: 'bullets',
      },
    ],
  },
  {
    ...base,
    id: 'builtin-follow-up',
    name: 'Follow-up note',
    instruction: 'Compare with the previous visit only where the conversation does.',
    fields: [
      {
        name: 'Interval history',
        instruction: 'Change since the last visit, adherence, side effects.',
        format: 'prose',
      },
      {
        name: 'Examination',
        instruction: 'Current findings and scores as stated.',
        format: 'bullets',
      },
      {
        name: 'Plan',
        instruction: 'Treatment changes with doses, and the next review.',
        format: 'bullets',
      },
    ],
  },
];

export const findBuiltinTemplate = (id: string) => builtinTemplates.find((t) => t.id === id);
