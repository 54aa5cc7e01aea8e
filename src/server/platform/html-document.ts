import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { APP_VERSION, PRODUCT_NAME } from '@/contracts/constants';
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

/** Which built page to send: the whole app, or the light entry of the public pages (public.html). */
export type DocumentTemplate = 'app' | 'public';

/**
 * A visitor without a session gets the light public entry; anyone with a session cookie gets the app,
 * so a signed-in person keeps the sidebar (the cookie's validity is the app's to check).
 */
export function templateFor(request: FastifyRequest): DocumentTemplate {
  return request.cookies?.[SESSION_COOKIE] ? 'app' : 'public';
}

/** The id the client reads page data from (`src/client/lib/page-data.ts`). */
const PAGE_DATA_ID = 'page-data';

/**
 * The built client's pages with a page's own head, and optionally the data the page would fetch first
 * (keyed by API URL), so it renders without waiting for a request. Each file is read once; the title
 * and description it ships with are replaced, everything else (scripts, styles) stays as Vite wrote it.
 */
export function htmlDocuments(clientDir: string) {
  const templates = new Map<DocumentTemplate, string>();
  const load = (template: DocumentTemplate) => {
    let html = templates.get(template);
    if (html === undefined) {
      const file = path.join(clientDir, template === 'public' ? 'public.html' : 'index.html');
      html = readFileSync(existsSync(file) ? file : path.join(clientDir, 'index.html'), 'utf8')
        .replace(/<title>[\s\S]*?<\/title>\s*/, '')
        .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
      templates.set(template, html);
    }
    return html;
  };
  return {
    render(
      head: PageHead,
      origin: string,
      options: { template?: DocumentTemplate; data?: Record<string, unknown> } = {},
    ): string {
      const html = load(options.template ?? 'app').replace(
        '</head>',
        `  ${renderHead(head, origin)}\n  </head>`,
      );
      if (!options.data) return html;
      return html.replace(
        '</body>',
        `  <script type="application/json" id="${PAGE_DATA_ID}">${safeJson(options.data)}</script>\n  </body>`,
      );
    },
  };
}

export type HtmlDocuments = ReturnType<typeof htmlDocuments>;

/** What GET /api/config/public answers, for pages that show the support address. */
export const publicConfigData = (supportEmail: string) => ({
  '/api/config/public': { supportEmail, version: APP_VERSION },
});
