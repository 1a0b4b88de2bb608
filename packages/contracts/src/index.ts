export * from './envelope.js';
export * from './users.js';
export * from './orgs.js';
export * from './remote-config.js';
export * from './i18n.js';
export * from './audit.js';
export * from './org-flags.js';
export * from './org-access.js';
