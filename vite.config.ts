import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { shellOnly, type ViteManifestChunk } from './src/client/pwa/shell-precache.ts';
import { webAppManifest } from './src/client/pwa/web-app-manifest.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
// Curated content the client shows as it is (the landing page's figures and example testimonials).
const content = fileURLToPath(new URL('./content', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/client', import.meta.url));
/** The public pages' renderer for the server (`vite build --ssr`), next to the client build. */
const renderDir = fileURLToPath(new URL('./dist/render', import.meta.url));

/** Files worth compressing: text. Fonts (woff2 is compressed already), images and source maps are not. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/;
/** Below this a compressed copy saves too little to be worth a file (about one TCP packet). */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build, at the highest
 * quality since it is paid once; the server sends them as they are (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'hidaya-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
      // Not the service worker: vite-plugin-pwa writes its file list into sw.js as the bundle closes,
      // and a compressed copy made before that would be the one browsers get.
      const files = walk(outDir).filter((name) => COMPRESSIBLE.test(name) && path.basename(name) !== 'sw.js');
      for (const file of files) {
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

/**
 * The installable app (decision 032): the web app manifest (linked from index.html) and the service
 * worker src/client/sw.ts, built to /sw.js with the app shell's files to keep at install. The app
 * registers it itself (src/client/lib/service-worker.ts), in production builds only.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: webAppManifest,
    // The icons are in globPatterns already: listed twice, the worker's install would fail.
    includeManifestIcons: false,
    injectManifest: {
      // A classic script: no module worker needed, every browser with service workers runs it.
      rollupFormat: 'iife',
      globPatterns: ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css}'],
      // Hashed file names change with their content: no revision needed to tell builds apart.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        (entries) => {
          const manifestFile = path.join(outDir, '.vite', 'manifest.json');
          const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
            string,
            ViteManifestChunk
          >;
          return { manifest: shellOnly(entries, manifest), warnings: [] };
        },
      ],
    },
  });
}

/** The build of the server renderer of the public pages: Node code, its packages left external. */
const renderBuild = {
  outDir: renderDir,
  emptyOutDir: true,
  sourcemap: true,
  copyPublicDir: false,
  rollupOptions: {
    input: { 'public-pages': fileURLToPath(new URL('./src/client/app/public-pages.tsx', import.meta.url)) },
    // The renderer reads every locale file at once, which the app's lazy imports of the same files
    // cannot split off: one Node file is what is wanted here.
    checks: { ineffectiveDynamicImport: false },
    output: { entryFileNames: '[name].js' },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [installableApp(), precompress()])],
  resolve: { alias: { '@': src, '@content': content } },
  build: isSsrBuild
    ? renderBuild
    : {
        outDir,
        emptyOutDir: true,
        sourcemap: true,
        // The server reads the public entry's files from it (src/server/platform/html-document.ts).
        manifest: true,
        rollupOptions: {
          // The app, and the script of the public pages the server draws for visitors (decision 018).
          input: {
            index: fileURLToPath(new URL('./src/client/index.html', import.meta.url)),
            public: fileURLToPath(new URL('./src/client/public-main.ts', import.meta.url)),
          },
          output: {
            // Translations are named for what they hold, easy to spot on the wire: the shell's
            // namespaces of a language (locale-ar-<hash>.js) and each page namespace of a language
            // (locale-ar-prayer-<hash>.js).
            chunkFileNames: (chunk) => {
              const id = chunk.facadeModuleId ?? '';
              const namespaceFile = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(id);
              if (namespaceFile) return `assets/locale-${namespaceFile[1]}-${namespaceFile[2]}-[hash].js`;
              return id.includes('/locale-bundles/')
                ? 'assets/locale-[name]-[hash].js'
                : 'assets/[name]-[hash].js';
            },
          },
        },
      },
  server: {
    port: 5173,
    // The blog's uploaded images are served by the server outside /api/ (decision 018).
    proxy: {
      '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false },
      '/blog-images': { target: 'http://127.0.0.1:5000', changeOrigin: false },
    },
  },
}));
