import { describe, expect, it } from 'vitest';
import { compileKernel, KERNELS } from './wasm-kernels.mjs';

describe('the generated WebAssembly modules', () => {
  it.each(KERNELS)(
    '$module is $source as compiled now (run npm run build:wasm after editing it)',
    async ({ source, module, constant }) => {
      const generated = await import(new URL(`../${module}`, import.meta.url).href);
      const committed = Buffer.from(generated[constant], 'base64');
      expect(committed.equals(Buffer.from(await compileKernel(source)))).toBe(true);
    },
  );
});
