import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { parseCommandArgs } from './admin-args.js';
import { adminCommands, type AdminCommandName } from './admin-commands.js';

function usage() {
  const lines = Object.entries(adminCommands).map(([name, c]) => `  ${name} ${c.help}`);
  return `Usage: npm run admin -- <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nUses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first).`;
}

async function main() {
  const [name, ...rest] = process.argv.slice(2);
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
