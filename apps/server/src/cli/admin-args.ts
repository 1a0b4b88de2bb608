import { parseArgs } from 'node:util';
import type { z } from 'zod';

/**
 * Reads a command's options from the command line. Each option its schema names is a string, so
 * `--key VALUE` and `--key=VALUE` both work (undeclared, `--key VALUE` read as a flag and a stray
 * word); unknown options are left for the schema to ignore.
 */
export function parseCommandArgs(command: { options: z.ZodObject<z.ZodRawShape> }, args: string[]) {
  const declared = Object.fromEntries(
    Object.keys(command.options.shape).map((name) => [name, { type: 'string' as const }]),
  );
  const { values } = parseArgs({ args, options: declared, strict: false });
  return command.options.safeParse(values);
}
