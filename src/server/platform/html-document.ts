import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { PRODUCT_NAME } from '@/contracts/constants';

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

/**
 * The built client's index.html with a page's own head. The file is read once; the title and
 * description it ships with are replaced, everything else (scripts, styles) stays as Vite wrote it.
 */
export function htmlDocuments(clientDir: string) {
  let template: string | undefined;
  const load = () => {
    template ??= readFileSync(path.join(clientDir, 'index.html'), 'utf8')
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
    return template;
  };
  return {
    render(head: PageHead, origin: string): string {
      return load().replace('</head>', `  ${renderHead(head, origin)}\n  </head>`);
    },
  };
}

export type HtmlDocuments = ReturnType<typeof htmlDocuments>;
