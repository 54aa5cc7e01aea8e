import type { ManifestOptions } from 'vite-plugin-pwa';
// Relative: vite.config.ts imports this file, and Vite loads its config without the app's `@/` alias.
import { PRODUCT_NAME } from '../../contracts/constants.ts';

/**
 * The installable app's web app manifest (decision 032), written by vite-plugin-pwa into the build as
 * /manifest.webmanifest and linked from index.html (vite.config.ts). Its colours are design tokens of
 * styles.css: the theme is the sidebar's green (index.html's theme-color too), the splash screen the
 * page background, so the app opens without a flash of another colour.
 */
export const THEME_COLOR = '#0d3b34';
export const BACKGROUND_COLOR = '#f7f5ee';

/** Drawn from favicon.svg by scripts/app-icons.mjs into src/client/public/icons. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export const webAppManifest = {
  id: '/',
  name: PRODUCT_NAME,
  short_name: PRODUCT_NAME,
  description: 'Learn to pray, recite the Quran and learn the faith with AI guidance.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // The app picks its language and direction on start (src/client/lib/i18n.ts); the manifest's own
  // words are the product's name and English description.
  lang: 'en',
  dir: 'ltr',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['education', 'lifestyle'],
  icons: APP_ICONS.map((icon) => ({ ...icon })),
} satisfies Partial<ManifestOptions>;
