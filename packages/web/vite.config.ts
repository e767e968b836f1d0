import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = 'http://localhost:3000';

/**
 * Writes asset-manifest.json (every emitted file) so public/sw.js can precache the whole shell, lazy chunks included.
 * It runs after Vite's own plugins: they drop the empty JS chunk of a CSS-only module, and a listed file that is
 * never written fails the worker's install (and the app no longer opens offline).
 */
function assetManifest(): Plugin {
  return {
    name: 'lontar-asset-manifest',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => !name.endsWith('.map'));
      this.emitFile({ type: 'asset', fileName: 'asset-manifest.json', source: JSON.stringify({ files }) });
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `.br` and `.gz` beside every text file of the build, once and at the highest levels, so the server (the
 * static plugin's preCompressed) sends them without compressing on each request. A copy that saves under 5 % is
 * left out: the original is served instead.
 */
function preCompress(): Plugin {
  let outDir = '';
  return {
    name: 'lontar-pre-compress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await fs.readFile(full);
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length * 0.95) await fs.writeFile(`${full}.br`, br);
          if (gz.length < source.length * 0.95) await fs.writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}

/** @lontar/core's modules only declare things, except validation.ts (it configures zod's messages). */
const CORE_SIDE_EFFECTS = [
  { test: /[\\/]packages[\\/]core[\\/]src[\\/]validation\.ts$/, sideEffects: true },
  { test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false },
];

export default defineConfig({
  plugins: [react(), assetManifest(), preCompress()],
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
    rolldownOptions: {
      // Without this every page that reads one name from @lontar/core's index would carry all of core (its zod
      // schemas, decimal.js, the default chart): the bundler cannot tell that a module-level z.object() is pure.
      treeshake: { moduleSideEffects: CORE_SIDE_EFFECTS },
    },
  },
});
