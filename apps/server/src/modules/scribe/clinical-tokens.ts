/**
 * Turns clinical text (a note sentence or a transcript segment) into the comparable units the
 * evidence check works on: content words reduced to a canonical form, numbers normalised, and
 * each unit's polarity (said, or said as absent: 'no fever', 'denies itching', 'pas de fièvre').
 */

export type Polarity = 'pos' | 'neg';
export interface Token {
  term: string;
  polarity: Polarity;
  number: boolean;
}

/** Words that carry no clinical claim, and the verbs notes use to report speech. */
const STOP = new Set(
  (
    'a an the and or of to in on at for from by with as is are was were be been being it its this that these those ' +
    'i me my we our you your he she him her his they them their there here has have had do does did will would ' +
    'can could should may might must shall about around approximately some any very also just so then than ' +
    'patient pt reports reported report states stated says said notes noted describes described complains ' +
    'complained presents presented mentions mentioned endorses endorsed which who what when where how why ' +
    'if but because while like um uh okay ok well yeah yes right oh get got see seen let lets going go time times ' +
    'le la les un une des de du et ou en au aux est sont a ai il elle je vous nous on ce cet cette ces pour par avec ' +
    'el los las y o es son con para por que se lo em os as um uma e do da dos das com para'
  ).split(/\s+/),
);

const NEGATIONS = new Set(
  'no not never none nor without denies denied deny negative absent free pas sans aucun aucune jamais ni non nao sem sin nunca nenhum nenhuma ningun ninguna'.split(
    ' ',
  ),
);
/** A negation's reach ends at these words (and at the sentence end). */
const SCOPE_BREAK = new Set('but however though although except mais pero mas porem'.split(' '));
const SCOPE_WORDS = 4;

const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  hundred: '100',
  half: '0.5',
  once: '1',
  twice: '2',
  single: '1',
  couple: '2',
  deux: '2',
  trois: '3',
  quatre: '4',
  cinq: '5',
  dix: '10',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  duas: '2',
  quatro: '4',
};

/** Canonical forms: paraphrases a clinician and a patient use for the same finding. */
const SYNONYM_GROUPS: string[][] = [
  [
    'itch',
    'itchy',
    'itching',
    'itches',
    'itchiness',
    'pruritus',
    'pruritic',
    'prurit',
    'demangeaison',
    'demangeaisons',
    'prurito',
    'coceira',
    'picazon',
  ],
  [
    'red',
    'redness',
    'erythema',
    'erythematous',
    'reddish',
    'rouge',
    'rougeur',
    'eritema',
    'vermelhidao',
  ],
  ['rash', 'eruption', 'exanthem', 'exanthema', 'eruptions', 'eruption', 'erupcion'],
  [
    'pain',
    'painful',
    'hurt',
    'hurts',
    'hurting',
    'sore',
    'soreness',
    'tender',
    'tenderness',
    'ache',
    'aching',
    'douleur',
    'dolor',
    'dor',
  ],
  ['scale', 'scaly', 'scaling', 'flaky', 'flaking', 'flakes', 'desquamation', 'squames'],
  ['mole', 'moles', 'nevus', 'naevus', 'nevi', 'naevi', 'grain'],
  ['lesion', 'lesions', 'spot', 'spots', 'patch', 'patches', 'plaque', 'plaques', 'lesiones'],
  ['fever', 'fevers', 'febrile', 'pyrexia', 'temperature', 'fievre', 'fiebre', 'febre'],
  ['swell', 'swelling', 'swollen', 'oedema', 'edema', 'gonflement'],
  ['bleed', 'bleeding', 'bleeds', 'bled', 'blood', 'saignement'],
  [
    'day',
    'days',
    'daily',
    'jour',
    'jours',
    'dia',
    'dias',
    'diario',
    'quotidien',
    'bid',
    'tid',
    'qd',
  ],
  ['week', 'weeks', 'wk', 'wks', 'semaine', 'semaines', 'semana', 'semanas'],
  ['month', 'months', 'mois', 'mes', 'meses'],
  ['year', 'years', 'yr', 'yrs', 'an', 'ans', 'ano', 'anos'],
  ['mg', 'milligram', 'milligrams', 'milligramme', 'milligrammes'],
  ['percent', '%', 'pourcent'],
  ['cream', 'creme', 'crema'],
  ['ointment', 'pommade'],
  ['arm', 'arms', 'forearm', 'forearms', 'bras', 'avant'],
  ['leg', 'legs', 'jambe', 'jambes', 'pierna', 'perna'],
  ['apply', 'applies', 'applied', 'applying', 'application', 'use', 'using', 'used', 'appliquer'],
  ['worse', 'worsening', 'worsened', 'aggravated', 'pire'],
  ['better', 'improved', 'improving', 'improvement', 'mieux'],
];
const SYNONYMS = new Map<string, string>();
for (const group of SYNONYM_GROUPS) for (const word of group) SYNONYMS.set(word, group[0]!);

/** Latin-script words without accents, so 'fièvre' and 'fievre' meet. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/n't\b/g, ' not')
    .replace(/['’]/g, ' ');

/** A light suffix stripper: enough for plurals and verb forms, never shorter than 3 letters. */
function stem(word: string): string {
  for (const suffix of ['ness', 'ing', 'ed', 'es', 'ly', 's']) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

function canonical(word: string): string {
  return SYNONYMS.get(word) ?? SYNONYMS.get(stem(word)) ?? stem(word);
}

const WORD = /\d+(?:[.,]\d+)?|%|[\p{L}]+/gu;

/** The units of one text, in order; numbers keep their digits ('0,05' and '0.05' are one). */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  // Sentence punctuation ends a negation's reach: split first, then scan each clause.
  for (const clause of fold(text).split(/[.;:!?\n]+/)) {
    let negLeft = 0;
    for (const match of clause.matchAll(WORD)) {
      const raw = match[0];
      if (NEGATIONS.has(raw)) {
        negLeft = SCOPE_WORDS;
        continue;
      }
      if (SCOPE_BREAK.has(raw)) {
        negLeft = 0;
        continue;
      }
      const numeric = /^\d/.test(raw) ? raw.replace(',', '.') : NUMBER_WORDS[raw];
      if (!numeric && (STOP.has(raw) || (raw.length < 2 && raw !== '%'))) continue;
      const polarity: Polarity = negLeft > 0 ? 'neg' : 'pos';
      if (negLeft > 0) negLeft -= 1;
      if (numeric) out.push({ term: String(Number(numeric)), polarity, number: true });
      else out.push({ term: canonical(raw), polarity, number: false });
    }
  }
  return out;
}

const NO_ANSWER = /^\W*(no|nope|non|nao|never|jamais|nunca|not really|none)\b/i;

/**
 * What a question's words mean given the next segment's answer: 'Any fever?' answered 'No.'
 * says there was no fever, so the question's words become negated.
 */
export function answeredPolarity(question: string, nextSegment: string | undefined): Polarity {
  if (!question.trim().endsWith('?') || nextSegment === undefined) return 'pos';
  return NO_ANSWER.test(fold(nextSegment)) ? 'neg' : 'pos';
}
