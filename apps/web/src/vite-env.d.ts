/// <reference types="vite/client" />

/** The app's version, from apps/web/package.json at build time. */
declare const __APP_VERSION__: string;
