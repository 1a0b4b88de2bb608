// Child process for crash-safety.int.test.ts: writes organisations (org + app row in one
// transaction) into a PGlite directory as fast as it can until it is killed.
import { openDatabase } from '../db/client.js';
import { createOrgDirectoryAcrossOrgs } from '../modules/orgs/org-directory.repository.js';

const dir = process.argv[2]!;
const database = await openDatabase({ pgliteDir: dir });
const orgs = createOrgDirectoryAcrossOrgs(database.db);
process.send?.('ready');
for (let i = 0; ; i++) await orgs.create(`Crash test ${i}`, ['bDemo']);
