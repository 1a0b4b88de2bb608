import { describe, expect, it } from 'vitest';
import {
  MODULE_CATALOGUE,
  UNUSED_MODULE,
  catalogueModule,
  moduleAccess,
  modulesForOrg,
  parseModuleFlag,
  regionGroupOf,
} from './module-catalogue.js';
import { moduleFlagKeys } from './org-flags.js';
import { MULTI_IMAGE_MODULES } from './uploads.js';

const org = (configs: Record<string, unknown>) => ({
  configs: Object.entries(configs).map(([key, value]) => ({
    key,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  })),
});
const access = (number: number, configs: Record<string, unknown>, defaultUiMode: 1 | 2 = 1) =>
  moduleAccess(catalogueModule(number)!, org(configs), defaultUiMode);

describe('module catalogue', () => {
  it('lists modules 1 to 28 except the unused 16, with flags from the product list', () => {
    expect(MODULE_CATALOGUE.map((m) => m.number)).toEqual(
      Array.from({ length: 28 }, (_, i) => i + 1).filter((n) => n !== UNUSED_MODULE),
    );
    for (const m of MODULE_CATALOGUE) expect(moduleFlagKeys).toContain(m.flag);
    expect(new Set(MODULE_CATALOGUE.map((m) => m.key)).size).toBe(MODULE_CATALOGUE.length);
  });

  it('gives each product flag to its module and TWOK also to OneKV3', () => {
    const flagOf = (n: number) => catalogueModule(n)?.flag;
    expect([1, 2, 3, 6, 8, 15, 22, 24, 25, 26, 27, 28].map(flagOf)).toEqual([
      'AI_API_ONEK',
      'ACNE',
      'EASI',
      'PASI',
      'SKINCANCER',
      'ORAL',
      'PEDIATRICS',
      'NAIL',
      'TROPICAL_DISEASE',
      'TWOK',
      'EAR',
      'TWOK',
    ]);
  });

  it('marks exactly the multi-image modules, with 27, 4 or 8 regions', () => {
    const multi = MODULE_CATALOGUE.filter((m) => m.images === 'multi');
    expect(multi.map((m) => m.number)).toEqual([...MULTI_IMAGE_MODULES]);
    expect(multi.map((m) => m.regions?.length)).toEqual([27, 27, 4, 8, 4]);
    expect(multi.map((m) => m.instrument)).toEqual(['easi', 'pasi', 'easi', 'pasi', 'pasi']);
    for (const m of multi) expect(new Set(m.regions).size).toBe(m.regions?.length);
  });

  it('names the instrument of the scoring modules', () => {
    expect(catalogueModule(8)?.instrument).toBe('tds');
    expect(catalogueModule(3)?.instrument).toBe('easi');
    expect(catalogueModule(7)?.instrument).toBeUndefined();
  });

  it('never lists module 16', () => {
    expect(catalogueModule(16)).toBeUndefined();
    const { yours, others } = modulesForOrg(org({}), 2);
    expect([...yours, ...others].some((a) => a.module.number === 16)).toBe(false);
  });
});

describe('module visibility rules', () => {
  it('hides a module whose flag is absent (visibility default hidden)', () => {
    expect(access(2, {}).visible).toBe(false);
    expect(access(2, {}).available).toBe(false);
    expect(access(2, { ACNE: { uiMode: 2 } }).visible).toBe(false);
  });

  it('shows a module whose flag says visible', () => {
    expect(access(2, { ACNE: { visible: true } }).available).toBe(true);
    expect(access(2, { ACNE: { visible: false, enabled: true } }).available).toBe(false);
  });

  it('defaults the UI mode to 2 for modules 1, 2, 3, 6 and 8 when the flag is absent', () => {
    for (const n of [1, 2, 3, 6, 8]) expect(access(n, {}, 1).uiMode).toBe(2);
  });

  it('uses the remote UI_MODE for other modules when the flag has no UI mode', () => {
    expect(access(7, {}, 1).uiMode).toBe(1);
    expect(access(7, {}, 2).uiMode).toBe(2);
    expect(access(24, { NAIL: { visible: true } }, 1).uiMode).toBe(1);
  });

  it("lets a module's own flag override the UI mode", () => {
    expect(access(2, { ACNE: { visible: true, uiMode: 1 } }, 2).uiMode).toBe(1);
    expect(access(7, { EASI: { visible: true, uiMode: 2 } }, 1).uiMode).toBe(2);
  });

  it("defaults module 24's enabled flag to true", () => {
    expect(access(24, {}).enabled).toBe(true);
    expect(access(24, { NAIL: { visible: true } }).available).toBe(true);
    expect(access(24, { NAIL: { visible: true, enabled: false } }).available).toBe(false);
    // Other modules are enabled only when visible, unless the flag says otherwise.
    expect(access(22, {}).enabled).toBe(false);
    expect(access(22, { PEDIATRICS: { visible: true, enabled: false } }).available).toBe(false);
  });

  it('reads a broken or non-object flag as absent', () => {
    expect(parseModuleFlag('not json')).toEqual({});
    expect(parseModuleFlag('true')).toEqual({});
    expect(parseModuleFlag('[1]')).toEqual({});
    expect(parseModuleFlag('{"visible":"true","uiMode":3}')).toEqual({});
    expect(access(2, { ACNE: 'oops' }).available).toBe(false);
  });

  it('splits the catalogue for an organisation like the Northside demo', () => {
    const flags = Object.fromEntries(
      moduleFlagKeys.map((k) => [k, { visible: k === 'ACNE' || k === 'EASI', uiMode: 2 }]),
    );
    const { yours, others } = modulesForOrg(org(flags), 2);
    expect(yours.map((a) => a.module.flag).every((f) => f === 'ACNE' || f === 'EASI')).toBe(true);
    expect(yours.map((a) => a.module.number)).toContain(18);
    expect(yours.length + others.length).toBe(27);
    expect(modulesForOrg(null, 2).yours).toEqual([]);
  });
});

describe('multi-image regions', () => {
  it('puts every site of a multi-image module in one of the four region groups', () => {
    for (const m of MODULE_CATALOGUE.filter((mod) => mod.regions)) {
      const groups = m.regions!.map(regionGroupOf);
      expect(groups).not.toContain(undefined);
      expect(new Set(groups).size).toBe(4);
    }
    expect(regionGroupOf('left-knee')).toBe('lowerLimbs');
    expect(regionGroupOf('posterior-neck')).toBe('headNeck');
    expect(regionGroupOf('elsewhere')).toBeUndefined();
  });
});
