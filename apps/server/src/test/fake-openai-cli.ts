import { startFakeOpenAi } from './fake-openai.js';

/**
 * `node --import tsx src/test/fake-openai-cli.ts <port>`: the fake for end-to-end tests, until
 * killed (test code, so not in the server's build).
 */
const port = Number(process.argv[2] ?? 0);
const fake = await startFakeOpenAi({ port });
console.log(`fake OpenAI-compatible API at ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
