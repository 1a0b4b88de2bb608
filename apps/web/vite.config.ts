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
  },
});
