// Preloaded into a benchmarked server (`node --expose-gc --import ./bench/lib/heap-probe.mjs`):
// on SIGUSR2 it collects garbage and prints `HEAP {json}` with process.memoryUsage(), so a bench
// can read live memory without the noise of garbage not yet collected.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  process.stdout.write(`HEAP ${JSON.stringify(process.memoryUsage())}\n`);
});
