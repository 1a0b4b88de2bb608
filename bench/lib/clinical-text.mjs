// Text shaped like a clinic's documents, for Copilot's benchmark. Word frequencies in real text
// follow Zipf's law: a few words (the, patient, treatment) are in nearly every passage, most words
// are rare. A flat vocabulary of a hundred words makes every question match every chunk, which no
// real formulary does; this one has 20 000 words drawn with probability 1/rank.
// Deterministic: the same seed gives the same text.

// The head: English function words and the commonest words of clinical letters and leaflets.
const HEAD = (
  'the of and to in a is for with be or on as by at this that are should from it not if may an ' +
  'patient patients treatment skin dose daily use used clinic week weeks months review topical ' +
  'oral cream apply twice once day days children adults response blood test monitor risk advice ' +
  'start started stop side effects doctor nurse follow visit lesion lesions rash itch flare area ' +
  'face scalp hands feet body sun protection emollient steroid potency mild moderate severe ' +
  'first second line therapy referral history examination diagnosis symptoms signs infection ' +
  'pregnancy breastfeeding contraception liver kidney function baseline mg ml kg tablet tablets ' +
  'ointment lotion gel shampoo wash dry night morning after before during until when than more ' +
  'less most each every other also can will must only all any some both either between'
).split(' ');

/** Drugs and conditions of a dermatology formulary: mid-frequency words, as in real leaflets. */
export const DRUGS = [
  'methotrexate',
  'isotretinoin',
  'ciclosporin',
  'dupilumab',
  'azathioprine',
  'acitretin',
  'dapsone',
  'hydroxychloroquine',
  'spironolactone',
  'doxycycline',
  'minocycline',
  'tacrolimus',
  'pimecrolimus',
  'calcipotriol',
  'adapalene',
  'tretinoin',
  'ivermectin',
  'permethrin',
  'terbinafine',
  'itraconazole',
  'fluconazole',
  'griseofulvin',
  'colchicine',
  'nicotinamide',
  'omalizumab',
];
export const CONDITIONS = [
  'psoriasis',
  'acne',
  'eczema',
  'urticaria',
  'rosacea',
  'vitiligo',
  'lichen',
  'pemphigoid',
  'scabies',
  'tinea',
  'onychomycosis',
  'hidradenitis',
  'alopecia',
  'melasma',
  'keloid',
  'prurigo',
  'seborrhoea',
  'impetigo',
  'cellulitis',
  'lupus',
];

export const VOCABULARY_SIZE = 20_000;

/** Made-up words for the long tail (terms, names, places), distinct and pronounceable. */
function tailWords(n) {
  const onset = ['b', 'c', 'd', 'f', 'g', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'tr'];
  const vowel = ['a', 'e', 'i', 'o', 'u', 'ae', 'io'];
  const coda = ['', 'n', 'r', 's', 'l', 'x', 'th', 'm'];
  const syllables = onset.flatMap((o) => vowel.flatMap((v) => coda.map((c) => o + v + c)));
  const words = [];
  for (let i = 0; words.length < n; i++) {
    const a = syllables[i % syllables.length];
    const b = syllables[Math.floor(i / syllables.length) % syllables.length];
    const c = syllables[(i * 7) % syllables.length];
    words.push(`${a}${b}${c}`);
  }
  return words;
}

/**
 * Words by rank: the head first, the formulary's drugs and conditions spread over ranks 300 to
 * 3 000 (a dermatology text names psoriasis often, dapsone seldom), the made-up tail after.
 */
export function vocabulary() {
  const specific = DRUGS.flatMap((d, i) => [d, CONDITIONS[i % CONDITIONS.length]]).filter(
    (w, i, all) => all.indexOf(w) === i,
  );
  const words = [...HEAD, ...tailWords(VOCABULARY_SIZE - HEAD.length - specific.length)];
  specific.forEach((w, i) => {
    const rank = Math.round(300 * 10 ** (i / specific.length));
    words.splice(rank, 0, w);
  });
  return words.slice(0, VOCABULARY_SIZE);
}

/** A seeded generator of Zipf-distributed sentences over `vocabulary()`. */
export function clinicalText(seed = 7) {
  const words = vocabulary();
  const cumulative = new Float64Array(words.length);
  let total = 0;
  for (let r = 0; r < words.length; r++) cumulative[r] = total += 1 / (r + 1);
  // mulberry32: exact in 32-bit integers (a float LCG loses bits and repeats its words).
  let state = seed >>> 0;
  const rnd = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const word = () => {
    const x = rnd() * total;
    let lo = 0;
    let hi = words.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo];
  };
  return {
    rnd,
    /** `n` words in sentences of 8 to 20 words. */
    words(n) {
      const out = [];
      let sentence = 0;
      for (let i = 0; i < n; i++) {
        out.push(word());
        if (++sentence >= 8 + Math.floor(rnd() * 13) || i === n - 1) {
          out[out.length - 1] += '.';
          sentence = 0;
        }
      }
      return out.join(' ');
    },
  };
}
