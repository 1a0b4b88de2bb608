import { readStdin } from './read-stdin.js';
import { runScoreCli } from './score-cli.js';

const args = process.argv.slice(2);
const out = runScoreCli(args, args.length > 1 ? '' : await readStdin());
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.code;
