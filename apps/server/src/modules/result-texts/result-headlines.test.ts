import { MODULES, type AnalysisResult } from '@dermadesk/analysis';
import { headlineFigures, MODULE_CATALOGUE, MODULE_MEASUREMENT } from '@dermadesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { everyModuleOutput } from '../../test/module-outputs.fixture.js';

let outputs: Map<number, AnalysisResult>;
beforeAll(async () => {
  outputs = await everyModuleOutput();
});

describe('headline figures (contracts) against the analysis engine', () => {
  it('names the method each catalogued module runs', () => {
    for (const { number } of MODULE_CATALOGUE) {
      expect(MODULE_MEASUREMENT[number], `module ${number}`).toBe(MODULES.get(number)?.analyzer.id);
    }
  });

  it('gives every module one to three headlines that its analysis measures, never in pixels', () => {
    for (const [module, result] of outputs) {
      const figures = headlineFigures(module, result.method?.name);
      expect(figures.length, `module ${module}`).toBeGreaterThanOrEqual(1);
      expect(figures.length, `module ${module}`).toBeLessThanOrEqual(3);
      for (const f of figures) {
        const q = result.quantities[f.key];
        expect(q, `module ${module} ${f.key}`).toBeDefined();
        expect(q!.unit, `module ${module} ${f.key}`).not.toMatch(/px/);
      }
    }
  });
});
