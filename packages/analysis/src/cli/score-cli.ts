import { calculateScore, CALCULATORS } from '../scores/index.js';

export interface CliOutcome {
  code: 0 | 2;
  stdout: string;
  stderr: string;
}

/**
 * `score <instrument> [json]`: the JSON input comes from the second argument or stdin; prints
 * the result JSON; invalid or incomplete input prints the messages on stderr and exits 2.
 */
export function runScoreCli(args: readonly string[], stdin: string): CliOutcome {
  const [instrument, inline] = args;
  const known = Object.keys(CALCULATORS).join(', ');
  if (!instrument)
    return {
      code: 2,
      stdout: '',
      stderr: `usage: score <instrument> [json]  (instruments: ${known})\n`,
    };
  let input: unknown;
  try {
    input = JSON.parse(inline ?? stdin);
  } catch (e) {
    return { code: 2, stdout: '', stderr: `input is not valid JSON: ${(e as Error).message}\n` };
  }
  const result = calculateScore(instrument, input);
  if (!result)
    return {
      code: 2,
      stdout: '',
      stderr: `unknown instrument "${instrument}" (instruments: ${known})\n`,
    };
  if (result.status === 'invalid')
    return { code: 2, stdout: '', stderr: result.errors.map((e) => e.message).join('\n') + '\n' };
  if (result.status === 'incomplete')
    return {
      code: 2,
      stdout: '',
      stderr: `incomplete ${result.instrument}: missing ${result.missing.join(', ')}\n`,
    };
  return { code: 0, stdout: JSON.stringify(result, null, 2) + '\n', stderr: '' };
}
