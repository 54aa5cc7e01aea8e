import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { APP_VERSION, PRODUCT_NAME } from '@/contracts/constants';
import { acceptedLanguages, type Language, LANGUAGE_COOKIE, pickLanguage } from '@/contracts/language-choice';
import type { PublicPageRenderer } from '@/contracts/public-pages';
import { SESSION_COOKIE } from './sessions';

/** What a public page says about itself to crawlers and link previews that run no JavaScript. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's path; made absolute with the site's address. */
  path: string;
  type?: 'website' | 'article';
  /** Path or absolute URL of the preview image. */
  image?: string;
  imageAlt?: string;
  /** Structured data, built with the site's address. */
  jsonLd?: (origin: string) => object[];
  noindex?: boolean;
  /** An RSS feed the page belongs to, offered to feed readers. */
  feed?: { title: string; path: string };
  /** Extra Open Graph properties, e.g. article:published_time. */
  openGraph?: Record<string, string | string[]>;
}

const escapeAttr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** JSON inside <script> must not be able to close the element. */
const safeJson = (value: object) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');

/** The site's public address: PUBLIC_URL when set, else what the request was sent to. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * Cache-Control of a public file that names the site's address (the sitemap, robots.txt, the RSS
 * feed): shared caches may keep it for `maxAgeSeconds` only when the address is PUBLIC_URL. Built from
 * the request's Host, which anyone can forge, a kept copy would hand a forged host's links to every
 * later reader, so nobody keeps it.
 */
export const addressedFileCaching = (publicUrl: string | undefined, maxAgeSeconds: number) =>
  publicUrl ? `public, max-age=${maxAgeSeconds}` : 'no-store';

export const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;

/** The publisher of every page: schema.org Organization. */
export function organizationJsonLd(origin: string, supportEmail?: string): object {
  return {
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    ...(supportEmail
      ? { contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: supportEmail } }
      : {}),
  };
}

export function renderHead(head: PageHead, origin: string): string {
  const url = absoluteUrl(origin, head.path);
  const image = head.image ? absoluteUrl(origin, head.image) : undefined;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(content)}" />`;
  const tags = [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttr(url)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.feed
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeAttr(head.feed.title)}" href="${escapeAttr(absoluteUrl(origin, head.feed.path))}" />`
      : '',
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'en_US'),
    ...(image
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
          meta('property', 'og:image:alt', head.imageAlt ?? head.title),
        ]
      : []),
    ...Object.entries(head.openGraph ?? {}).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => meta('property', key, item)),
    ),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(head.jsonLd?.(origin) ?? []).map(
      (data) => `<script type="application/ld+json">${safeJson(data)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Which built page to send: the whole app, or a public page drawn on the server with its light script. */
export type DocumentTemplate = 'app' | 'public';

/**
 * A visitor without a session gets the public page drawn on the server; anyone with a session cookie
 * gets the app, so a signed-in person keeps the sidebar (the cookie's validity is the app's to check).
 */
export function templateFor(request: FastifyRequest): DocumentTemplate {
  return request.cookies?.[SESSION_COOKIE] ? 'app' : 'public';
}

/** The language to draw a public page in: the same rule as the browser's (`contracts/language-choice`). */
export function languageOf(request: FastifyRequest): Language {
  return pickLanguage(
    request.cookies?.[LANGUAGE_COOKIE],
    acceptedLanguages(request.headers['accept-language']),
  );
}

/**
 * How a public page is sent to this request: drawn on the server for a visitor (in their language), or
 * the app for a signed-in person; `Vary` tells caches that the cookie and the language decide.
 */
export function publicPageFor(request: FastifyRequest): Pick<RenderOptions, 'template' | 'page'> {
  const [pathOnly = '/', search = ''] = request.url.split('?');
  return {
    template: templateFor(request),
    page: { path: pathOnly, search, language: languageOf(request) },
  };
}

export const PUBLIC_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  vary: 'Cookie, Accept-Language',
} as const;

/** The id the client reads page data from (`src/client/lib/page-data.ts`). */
const PAGE_DATA_ID = 'page-data';
/** The public pages' script in the client build's manifest (vite.config.ts). */
const PUBLIC_ENTRY = 'public-main.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The public pages' document, made from the app's own index.html (one head to keep): the app's
 * scripts, preloads and styles give way to the public entry's, found in Vite's manifest, and the
 * "needs JavaScript" notice goes, since these pages show without it. Undefined without a manifest.
 */
function publicTemplate(appHtml: string, clientDir: string): string | undefined {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[PUBLIC_ENTRY];
  if (!entry) return undefined;
  // The chunks the entry imports, however deep, and the styles of all of them (a shared chunk may
  // carry the style sheet both entries import).
  const chunks = new Set<ManifestChunk>();
  const visit = (chunk: ManifestChunk) => {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const key of chunk.imports ?? []) if (manifest[key]) visit(manifest[key]);
  };
  visit(entry);
  const preloads = [...chunks].filter((chunk) => chunk !== entry).map((chunk) => chunk.file);
  const styles = [...new Set([...chunks].flatMap((chunk) => chunk.css ?? []))];
  const assets = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return appHtml
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '')
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', `  ${assets.join('\n    ')}\n  </head>`);
}

/** How many drawn pages are kept: every language of each page, and the recent searches. */
const DRAWN_PAGES_KEPT = 200;

/**
 * The renderer, remembering what it drew: the same page, query, language and data (and day, for the
 * footer's year) draw the same markup, so a page is drawn again only when one of them changes (an
 * article published or edited changes the data). About 10 ms of CPU a page on this machine, saved.
 */
export function rememberingRenderer(
  renderer: PublicPageRenderer,
  kept = DRAWN_PAGES_KEPT,
): PublicPageRenderer {
  const drawn = new Map<string, string>();
  return (request) => {
    const key = createHash('sha256')
      .update(
        JSON.stringify([
          request.path,
          request.search,
          request.language,
          new Date().toISOString().slice(0, 10),
        ]),
      )
      .update(JSON.stringify(request.data))
      .digest('base64');
    let markup = drawn.get(key);
    if (markup === undefined) {
      markup = renderer(request);
      if (drawn.size >= kept) drawn.delete(drawn.keys().next().value as string);
    } else {
      drawn.delete(key);
    }
    drawn.set(key, markup);
    return markup;
  };
}

/** Where a public page's markup goes, and the title React drew first in it (hoisted by renderToString). */
const ROOT = '<div id="root"></div>';
const LEADING_TITLE = /^<title>([\s\S]*?)<\/title>/;

export interface RenderOptions {
  template?: DocumentTemplate;
  data?: Record<string, unknown>;
  /** What the public page shows; needed to draw it (else the app's page is sent). */
  page?: { path: string; search: string; language: Language };
}

/**
 * The built client's pages with a page's own head, and optionally the data the page would fetch first
 * (keyed by API URL). For a visitor, a public page is drawn on the server by the public pages' renderer
 * (the app's components, `dist/render/public-pages.js`) in the visitor's language, and sent with the
 * light public script instead of the app. Each file is read once; the title and description it ships
 * with are replaced, everything else (scripts, styles) stays as Vite wrote it.
 */
export function htmlDocuments(clientDir: string, drawPage?: PublicPageRenderer) {
  const renderer = drawPage && rememberingRenderer(drawPage);
  const app = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  const publicHtml = renderer ? publicTemplate(app, clientDir) : undefined;
  return {
    render(head: PageHead, origin: string, options: RenderOptions = {}): string {
      const { page, data = {} } = options;
      const drawn = options.template === 'public' && publicHtml && renderer && page;
      let html = drawn ? publicHtml : app;
      let pageHead = head;
      if (drawn) {
        let markup = renderer({ path: page.path, search: page.search, language: page.language.code, data });
        const title = LEADING_TITLE.exec(markup);
        if (title) {
          markup = markup.slice(title[0].length);
          // Crawlers read the English head; a person reading another language gets the tab title in it.
          if (page.language.code !== 'en') pageHead = { ...head, title: decodeEntities(title[1] ?? '') };
        }
        html = html
          .replace(
            /<html lang="[^"]*" dir="[^"]*">/,
            `<html lang="${page.language.code}" dir="${page.language.dir}">`,
          )
          .replace(ROOT, () => `<div id="root">${markup}</div>`);
      }
      // Replaced by functions: a replacement string would read $& $` $' in what people wrote.
      const headTags = renderHead(pageHead, origin);
      html = html.replace('</head>', () => `  ${headTags}\n  </head>`);
      // A drawn page needs no data of its own: the app's page reads it instead of fetching.
      if (!options.data || drawn) return html;
      return html.replace(
        '</body>',
        () => `  <script type="application/json" id="${PAGE_DATA_ID}">${safeJson(data)}</script>\n  </body>`,
      );
    },
  };
}

/** React escapes text as these five entities; the head is escaped again when it is written. */
const decodeEntities = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

export type HtmlDocuments = ReturnType<typeof htmlDocuments>;

/** What GET /api/config/public answers, for pages that show the support address. */
export const publicConfigData = (supportEmail: string) => ({
  '/api/config/public': { supportEmail, version: APP_VERSION },
});
