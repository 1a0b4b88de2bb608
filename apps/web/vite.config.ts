import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { precompress } from './vite-precompress';

const backend = process.env.DERMADESK_API ?? 'http://localhost:8080';
const proxied = ['/api', '/oauth2', '/.well-known', '/utility-service', '/auth-assets'];

export default defineConfig({
  plugins: [react(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  // Workspace packages resolve to their TypeScript sources, as in the server's dev mode.
  resolve: { conditions: ['@dermadesk/source'] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: {
        // zod's schema builders have no side effects: marking them so lets the schemas the web
        // app never calls drop out, and zod with them from the pages that validate nothing.
        manualPureFunctions: ['z'],
        // Every antd control reaches @rc-component/form through its form-status context, but a
        // page without a form uses none of it. The two packages declare no `sideEffects` field
        // and have none (no import is made for its effect), so unused modules may drop out.
        moduleSideEffects: (id) =>
          !/node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id),
      },
    },
  },
});
