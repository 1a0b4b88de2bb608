import path from 'node:path';
import { backupEmbedded, restoreEmbedded } from '../backup/embedded-backup.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { parseCommandArgs } from './admin-args.js';
import { adminCommands, type AdminCommandName } from './admin-commands.js';

/** Commands on the embedded deployment's files rather than through the database connection. */
const fileCommands = {
  backup: {
    help: '<file>   the embedded database and stored files, in one .tar.gz (stop the server first)',
    run: (file: string) => backupEmbedded(loadConfig(), file),
  },
  restore: {
    help: '<file> [--replace]   a backup into DATA_DIR (--replace keeps the current data aside)',
    run: (file: string, flags: string[]) =>
      restoreEmbedded(loadConfig(), file, flags.includes('--replace')),
  },
};

async function runFileCommand(name: keyof typeof fileCommands, args: string[]) {
  const [file, ...flags] = args;
  const unknown = flags.filter((f) => f !== '--replace' || name !== 'restore');
  if (!file || file.startsWith('--') || unknown.length) {
    console.error(`usage: npm run admin -- ${name} ${fileCommands[name].help}`);
    process.exit(1);
  }
  // npm runs this inside apps/server; a relative file means where the operator ran npm from.
  console.log(await fileCommands[name].run(path.resolve(process.env.INIT_CWD ?? '.', file), flags));
}

function usage() {
  const lines = [...Object.entries(adminCommands), ...Object.entries(fileCommands)].map(
    ([name, c]) => `  ${name} ${c.help}`,
  );
  return `Usage: npm run admin -- <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nUses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first).`;
}

async function main() {
  const [name, ...rest] = process.argv.slice(2);
  if (name === 'backup' || name === 'restore') return runFileCommand(name, rest);
  if (!name || !(name in adminCommands)) {
    console.error(usage());
    process.exit(name ? 1 : 0);
  }
  const command = adminCommands[name as AdminCommandName];
  const options = parseCommandArgs(command, rest);
  if (!options.success) {
    console.error(
      `${name}: ${options.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
    console.error(`usage: npm run admin -- ${name} ${command.help}`);
    process.exit(1);
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { pgliteDir: path.join(config.dataDir, 'db') },
  );
  try {
    console.log(await command.run(database.db, options.data as never));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
