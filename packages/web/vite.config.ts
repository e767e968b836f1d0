import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = 'http://localhost:3000';

/** Writes asset-manifest.json (every emitted file) so public/sw.js can precache the whole shell, lazy chunks included. */
function assetManifest(): Plugin {
  return {
    name: 'lontar-asset-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => !name.endsWith('.map'));
      this.emitFile({ type: 'asset', fileName: 'asset-manifest.json', source: JSON.stringify({ files }) });
    },
  };
}

export default defineConfig({
  plugins: [react(), assetManifest()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
      '/meta.json': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
