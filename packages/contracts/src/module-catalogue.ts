import type { ModuleFlagKey } from './org-flags.js';
import type { Org } from './orgs.js';

/**
 * The Skin AI module catalogue (product-spec section 3) and the rules that decide which modules an
 * organisation sees. Names and descriptions are i18n keys under `modules.<key>`; the web app and
 * any server-side check read the same table.
 */
export type ModuleImages = 'single' | 'multi';
/** Calculators of `@dermadesk/analysis/scores` that a module's results pre-fill. */
export type ModuleInstrument =
  'easi' | 'pasi' | 'tds' | 'gags' | 'salt' | 'mmasi' | 'vasi' | 'napsi';

export interface CatalogueModule {
  number: number;
  /** i18n: `modules.<key>.name`, `modules.<key>.description`. */
  key: string;
  /**
   * The organisation config flag that governs the module. Eleven flags exist for 27 modules: a
   * module without a flag of its own follows the flag of its clinical family (decision 005).
   */
  flag: ModuleFlagKey;
  images: ModuleImages;
  /** Body regions of a multi-image module, one photograph each (27, 4 or 8). */
  regions?: readonly string[];
  instrument?: ModuleInstrument;
  /** Measures lengths or areas, so a scale (ruler or marker) makes mm values possible. */
  measures: boolean;
}

/** The four EASI/PASI body regions; every photographed site of a multi-image module is in one. */
export const BODY_REGION_GROUPS = ['headNeck', 'upperLimbs', 'trunk', 'lowerLimbs'] as const;
export type BodyRegionGroup = (typeof BODY_REGION_GROUPS)[number];

/** Sites per region group: labels the analysis engine maps to the same regions (body-regions.ts). */
const SITES_27: Record<BodyRegionGroup, readonly string[]> = {
  headNeck: ['face', 'scalp', 'anterior-neck', 'posterior-neck'],
  upperLimbs: [
    'left-upper-arm',
    'right-upper-arm',
    'left-elbow',
    'right-elbow',
    'left-forearm',
    'right-forearm',
    'left-hand',
    'right-hand',
  ],
  trunk: ['chest', 'abdomen', 'upper-back', 'lower-back', 'left-flank', 'right-flank', 'groin'],
  lowerLimbs: [
    'left-thigh',
    'right-thigh',
    'left-knee',
    'right-knee',
    'left-lower-leg',
    'right-lower-leg',
    'left-foot',
    'right-foot',
  ],
};
const SITES_4: Record<BodyRegionGroup, readonly string[]> = {
  headNeck: ['head-neck'],
  upperLimbs: ['upper-limbs'],
  trunk: ['trunk'],
  lowerLimbs: ['lower-limbs'],
};
const SITES_8: Record<BodyRegionGroup, readonly string[]> = {
  headNeck: ['head-neck-anterior', 'head-neck-posterior'],
  upperLimbs: ['upper-limbs-anterior', 'upper-limbs-posterior'],
  trunk: ['trunk-anterior', 'trunk-posterior'],
  lowerLimbs: ['lower-limbs-anterior', 'lower-limbs-posterior'],
};
const flat = (groups: Record<BodyRegionGroup, readonly string[]>) =>
  BODY_REGION_GROUPS.flatMap((g) => groups[g]);
const REGIONS_27 = flat(SITES_27);
const REGIONS_4 = flat(SITES_4);
const REGIONS_8 = flat(SITES_8);

/** The region group of a multi-image site (`left-knee` → `lowerLimbs`). */
export function regionGroupOf(site: string): BodyRegionGroup | undefined {
  return BODY_REGION_GROUPS.find((g) =>
    [SITES_27, SITES_4, SITES_8].some((sites) => sites[g].includes(site)),
  );
}

/** Standard body sites for the body-part picker: the 27 regional sites and facial sub-sites. */
export const BODY_SITES: readonly string[] = [
  ...REGIONS_27,
  'forehead',
  'left-cheek',
  'right-cheek',
  'nose',
  'chin',
  'lips',
  'oral-mucosa',
  'left-ear',
  'right-ear',
  'fingernails',
  'toenails',
  'buttocks',
  ...REGIONS_4,
  ...REGIONS_8,
];

const m = (
  number: number,
  key: string,
  flag: ModuleFlagKey,
  extra: Partial<Omit<CatalogueModule, 'number' | 'key' | 'flag'>> = {},
): CatalogueModule => ({ number, key, flag, images: 'single', measures: false, ...extra });
const multi = (regions: readonly string[], instrument: ModuleInstrument) =>
  ({ images: 'multi', regions, instrument, measures: true }) as const;

/** Modules 1–28 without 16 (unused: never shown). */
export const MODULE_CATALOGUE: readonly CatalogueModule[] = [
  m(1, 'oneK', 'AI_API_ONEK'),
  m(2, 'acne', 'ACNE', { instrument: 'gags', measures: true }),
  m(3, 'easi', 'EASI', { instrument: 'easi', measures: true }),
  m(4, 'napsosi', 'NAIL', { instrument: 'napsi' }),
  m(5, 'melasma', 'AI_API_ONEK', { instrument: 'mmasi', measures: true }),
  m(6, 'pasi', 'PASI', { instrument: 'pasi', measures: true }),
  m(7, 'redness', 'EASI', { measures: true }),
  m(8, 'dermoscopy', 'SKINCANCER', { instrument: 'tds', measures: true }),
  m(9, 'vasi', 'AI_API_ONEK', { instrument: 'vasi', measures: true }),
  m(10, 'wrinkle', 'ACNE', { measures: true }),
  m(11, 'wound', 'AI_API_ONEK', { measures: true }),
  m(12, 'alopecia', 'AI_API_ONEK', { instrument: 'salt', measures: true }),
  m(13, 'easiFullBody27', 'EASI', multi(REGIONS_27, 'easi')),
  m(14, 'pasiFullBody27', 'PASI', multi(REGIONS_27, 'pasi')),
  m(15, 'oral', 'ORAL'),
  m(17, 'alopeciaSalt', 'AI_API_ONEK', { instrument: 'salt', measures: true }),
  m(18, 'easiFullBody4', 'EASI', multi(REGIONS_4, 'easi')),
  m(19, 'pasiFullBody8', 'PASI', multi(REGIONS_8, 'pasi')),
  m(20, 'pasiFullBody4', 'PASI', multi(REGIONS_4, 'pasi')),
  m(21, 'pore', 'ACNE', { measures: true }),
  m(22, 'pediatrics', 'PEDIATRICS'),
  m(23, 'elasticity', 'ACNE'),
  m(24, 'nail', 'NAIL'),
  m(25, 'tropicalDisease', 'TROPICAL_DISEASE'),
  m(26, 'twoK', 'TWOK'),
  m(27, 'ear', 'EAR'),
  m(28, 'oneKV3', 'TWOK'),
];

/** Module 16 is unused: it has no catalogue entry and is never shown. */
export const UNUSED_MODULE = 16;

export function catalogueModule(number: number): CatalogueModule | undefined {
  return MODULE_CATALOGUE.find((mod) => mod.number === number);
}

export type UiMode = 1 | 2;
/** Modules whose UI mode is 2 when their flag is absent (product-spec section 3). */
const UI_MODE_2_WHEN_ABSENT: ReadonlySet<number> = new Set([1, 2, 3, 6, 8]);
/** Module 24 (Nail) is enabled unless its flag says otherwise. */
const ENABLED_WHEN_ABSENT: ReadonlySet<number> = new Set([24]);

/** A module flag as the organisation stores it: JSON `{ visible, uiMode, enabled }`, each optional. */
export interface ModuleFlag {
  visible?: boolean;
  uiMode?: UiMode;
  enabled?: boolean;
}

/** Parses a flag value; anything that is not a JSON object reads as "absent" (all defaults). */
export function parseModuleFlag(raw: string | undefined): ModuleFlag {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const v = value as Record<string, unknown>;
    return {
      ...(typeof v.visible === 'boolean' ? { visible: v.visible } : {}),
      ...(v.uiMode === 1 || v.uiMode === 2 ? { uiMode: v.uiMode } : {}),
      ...(typeof v.enabled === 'boolean' ? { enabled: v.enabled } : {}),
    };
  } catch {
    return {};
  }
}

export interface ModuleAccess {
  module: CatalogueModule;
  /** In 'Your AI Modules' (visible and enabled); otherwise listed as not enabled. */
  available: boolean;
  visible: boolean;
  enabled: boolean;
  uiMode: UiMode;
}

/**
 * How one organisation sees one module. Defaults when the flag (or a field of it) is absent:
 * hidden; UI mode 2 for modules 1, 2, 3, 6 and 8, else the remote config UI_MODE; enabled for
 * module 24, else enabled exactly when visible.
 */
export function moduleAccess(
  module: CatalogueModule,
  org: Pick<Org, 'configs'> | null | undefined,
  defaultUiMode: UiMode,
): ModuleAccess {
  const flag = parseModuleFlag(org?.configs.find((c) => c.key === module.flag)?.value);
  const visible = flag.visible ?? false;
  const enabled = flag.enabled ?? (ENABLED_WHEN_ABSENT.has(module.number) ? true : visible);
  const uiMode = flag.uiMode ?? (UI_MODE_2_WHEN_ABSENT.has(module.number) ? 2 : defaultUiMode);
  return { module, visible, enabled, uiMode, available: visible && enabled };
}

/** The catalogue split into 'Your AI Modules' and 'Other AI Modules' for an organisation. */
export function modulesForOrg(
  org: Pick<Org, 'configs'> | null | undefined,
  defaultUiMode: UiMode,
): { yours: ModuleAccess[]; others: ModuleAccess[] } {
  const all = MODULE_CATALOGUE.map((mod) => moduleAccess(mod, org, defaultUiMode));
  return { yours: all.filter((a) => a.available), others: all.filter((a) => !a.available) };
}

/** Who to contact about a module the organisation does not have. */
export const MODULES_CONTACT_EMAIL = 'contact@dermadesk.example';
