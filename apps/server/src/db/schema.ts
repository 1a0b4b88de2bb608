// The database schema (Drizzle), one file per use case. Migrations are generated from this index
// (drizzle.config.ts), and the app imports every table from here.
export * from './platform.tables.js';
export * from './skin-ai.tables.js';
export * from './ai.tables.js';
export * from './jobs.tables.js';
export * from './limits.tables.js';
export * from './copilot.tables.js';
export * from './storage.tables.js';
export * from './identity.tables.js';
export * from './scribe.tables.js';
export * from './receptionist.tables.js';
export * from './receptionist-assistant.tables.js';
