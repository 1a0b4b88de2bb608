import { runAnalyzeCli } from './analyze-cli.js';

const out = await runAnalyzeCli(process.argv.slice(2));
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.code;
