// The settings live beside the tests (e2e/playwright.config.ts), inside their TypeScript project.
export { default } from './e2e/playwright.config';
