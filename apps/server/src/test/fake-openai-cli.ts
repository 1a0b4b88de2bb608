import { startFakeOpenAi } from './fake-openai.js';

/** `node dist/test/fake-openai-cli.js <port>`: the fake for end-to-end tests, until killed. */
const port = Number(process.argv[2] ?? 0);
const fake = await startFakeOpenAi({ port });
console.log(`fake OpenAI-compatible API at ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
