/**
 * Organisation config keys that gate features. Values are strings in the org's `configs` list.
 * - `COPILOT`: JSON object; Copilot is on when `ENABLE_{PRODUCT_CODE}_COPILOT` is true in it.
 * - `ENABLE_AMBIENT_SCRIBES`: the text `true` turns on Ambient Scribes and Assistant.
 * - Per-module flags (AI_API_ONEK, ACNE, ...): JSON `{ "visible": bool, "uiMode": 1|2, "enabled": bool }`.
 */
export const PRODUCT_CODE = 'BDEMO';
export const COPILOT_CONFIG_KEY = 'COPILOT';
export const COPILOT_ENABLE_KEY = `ENABLE_${PRODUCT_CODE}_COPILOT`;
export const AMBIENT_SCRIBES_CONFIG_KEY = 'ENABLE_AMBIENT_SCRIBES';

export const moduleFlagKeys = [
  'AI_API_ONEK',
  'ACNE',
  'EASI',
  'PASI',
  'SKINCANCER',
  'NAIL',
  'PEDIATRICS',
  'ORAL',
  'TROPICAL_DISEASE',
  'TWOK',
  'EAR',
] as const;
export type ModuleFlagKey = (typeof moduleFlagKeys)[number];
