// Child process for orphan-blobs.int.test.ts: runs one analysis through the real app, with the
// process's own configuration (DATA_DIR or DATABASE_URL, BLOB_STORE), and freezes for good as
// soon as the first of its files is in the store; the test kills it there with SIGKILL.
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfigOrExit } from '../config.js';
import { orgs, users } from '../db/schema.js';
import { openRuntime } from '../runtime.js';
import { DEMO_ORG_NAMES, demoUsers } from '../seed/demo-data.js';
import type { BlobStore } from '../storage/blob-store.js';
import { multipart, skinPhoto } from './fixtures.js';
import { createIdTokenSigner } from './id-tokens.js';

const config = loadConfigOrExit();
const runtime = await openRuntime(config, false);
const { db } = runtime.database;
const freezing: BlobStore = {
  ...runtime.blobs,
  async put(key, body, contentType) {
    await runtime.blobs.put(key, body, contentType);
    process.send?.({ stored: key });
    await new Promise(() => {}); // never resumes: the request dies here
  },
};
const app = await buildApp({
  config,
  database: runtime.database,
  blobs: freezing,
  jobs: runtime.jobs,
});
const [org] = await db.select().from(orgs).where(eq(orgs.name, DEMO_ORG_NAMES[0]));
const [user] = await db.select().from(users).where(eq(users.email, demoUsers[0].email));
const token = await createIdTokenSigner(db, config).then((s) => s.sign(user!.id));
const body = multipart({ Module: '7' }, { name: 'skin.jpg', data: await skinPhoto() });
process.send?.({ orgId: org!.id });
await app.inject({
  method: 'POST',
  url: '/api/v1/predicts/analyze',
  headers: { authorization: `Bearer ${token}`, 'org-id': org!.id, ...body.headers },
  payload: body.payload,
});
process.send?.({ finished: true }); // reached only when the freeze above did not happen
