import type { ScoreResult } from './types.js';
import { calculateEasi } from './easi.js';
import { calculatePasi } from './pasi.js';
import { calculateSalt } from './salt.js';
import { calculateVasi } from './vasi.js';
import { calculateNapsi } from './napsi.js';
import { calculateMasi, calculateMmasi } from './masi.js';
import { calculateOscorad, calculateScorad } from './scorad.js';
import { calculateTds } from './tds.js';
import { calculateSevenPoint } from './seven-point.js';
import { calculateGags } from './gags.js';
import { calculateHayashi } from './hayashi.js';

export type * from './types.js';
export * from './area.js';
export { calculatorEntries, type CalculatorEntry } from './entries.js';
export { calculateEasi, easiInputSchema, type EasiInput } from './easi.js';
export { calculatePasi, pasiInputSchema, relativeChange, type PasiInput } from './pasi.js';
export { calculateSalt, saltInputSchema, type SaltInput } from './salt.js';
export { calculateVasi, vasiInputSchema, VASI_SITES, type VasiInput } from './vasi.js';
export { calculateNapsi, napsiInputSchema, type NapsiInput } from './napsi.js';
export { calculateMasi, calculateMmasi, masiInputSchema, type MasiInput } from './masi.js';
export {
  calculateScorad,
  calculateOscorad,
  scoradInputSchema,
  type ScoradInput,
} from './scorad.js';
export { calculateTds, tdsInputSchema, type TdsInput } from './tds.js';
export { calculateSevenPoint, sevenPointInputSchema, type SevenPointInput } from './seven-point.js';
export { calculateGags, gagsInputSchema, type GagsInput } from './gags.js';
export { calculateHayashi, hayashiInputSchema, type HayashiInput } from './hayashi.js';

/** The instrument keys accepted by `calculateScore`, the CLI and `POST /scores/{instrument}`. */
export const CALCULATORS = {
  easi: calculateEasi,
  pasi: calculatePasi,
  salt: calculateSalt,
  vasi: calculateVasi,
  napsi: calculateNapsi,
  masi: calculateMasi,
  mmasi: calculateMmasi,
  scorad: calculateScorad,
  oscorad: calculateOscorad,
  tds: calculateTds,
  'seven-point': calculateSevenPoint,
  gags: calculateGags,
  hayashi: calculateHayashi,
} as const satisfies Record<string, (input: unknown) => ScoreResult>;

export type InstrumentKey = keyof typeof CALCULATORS;

export function isInstrumentKey(key: string): key is InstrumentKey {
  return Object.hasOwn(CALCULATORS, key);
}

/** Runs a calculator by key; `undefined` for an unknown instrument (the API answers 404). */
export function calculateScore(instrument: string, input: unknown): ScoreResult | undefined {
  const key = instrument.toLowerCase();
  return isInstrumentKey(key) ? CALCULATORS[key](input) : undefined;
}
