import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@/contracts/constants';
import {
  addressedFileCaching,
  type HtmlDocuments,
  languageOf,
  organizationJsonLd,
  type PageHead,
  PUBLIC_PAGE_HEADERS,
  publicConfigData,
  publicPageFor,
  siteOrigin,
} from '../../platform/html-document';
import { blogSitemapEntries } from '../blog/public';
import type { FeatureContext } from '../context';
import { appPageHead } from './page-heads';

/** Public pages other than the blog's, listed in the sitemap (the signed-in app is not). */
const PUBLIC_PAGES = ['/', '/landing', '/help', '/register', '/terms', '/privacy'] as const;

function homeHead(supportEmail: string): PageHead {
  return {
    title: `${PRODUCT_NAME} · AI Islamic Learning Platform`,
    description:
      'Learn to pray, recite the Quran and learn your faith with AI guidance: a prayer teacher, Quran pronunciation practice, an AI Islamic school for children and a prayer tracker, in five languages.',
    path: '/',
    jsonLd: (origin) => [
      { '@context': 'https://schema.org', '@type': 'WebSite', name: PRODUCT_NAME, url: `${origin}/` },
      { '@context': 'https://schema.org', ...organizationJsonLd(origin, supportEmail) },
    ],
  };
}

function landingHead(supportEmail: string): PageHead {
  return {
    title: `AI Islamic School for Children · ${PRODUCT_NAME}`,
    description:
      'Weekly 120-minute AI Islamic classes for children aged 5 to 13: 60+ lessons, $25 per month, first week free, cancel anytime.',
    path: '/landing',
    jsonLd: (origin) => [{ '@context': 'https://schema.org', ...organizationJsonLd(origin, supportEmail) }],
  };
}

function helpHead(supportEmail: string): PageHead {
  return {
    title: `Help Center · ${PRODUCT_NAME}`,
    description:
      "Answers for newcomers to Hidaya: accounts, prayer times and calculation methods, prayer lessons, the AI coach, subscriptions and cancelling, privacy and children's data, and how to reach us.",
    path: '/help',
    jsonLd: (origin) => [{ '@context': 'https://schema.org', ...organizationJsonLd(origin, supportEmail) }],
  };
}

const xmlEscape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** What search engines read about the site: the public pages' heads, the sitemap and robots.txt. */
export function siteRoutes(ctx: FeatureContext, documents?: HtmlDocuments): FastifyPluginAsyncZod {
  return async (app) => {
    const origin = (request: Parameters<typeof siteOrigin>[0]) => siteOrigin(request, ctx.config.publicUrl);

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const base = origin(request);
      const entries = [
        ...PUBLIC_PAGES.map((path) => ({ path, lastModified: undefined as Date | undefined })),
        ...(await blogSitemapEntries(ctx.db)),
      ];
      const urls = entries
        .map(({ path, lastModified }) =>
          [
            '  <url>',
            `    <loc>${xmlEscape(`${base}${path}`)}</loc>`,
            lastModified ? `    <lastmod>${lastModified.toISOString()}</lastmod>` : '',
            '  </url>',
          ]
            .filter(Boolean)
            .join('\n'),
        )
        .join('\n');
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', addressedFileCaching(ctx.config.publicUrl, 600))
        .send(xml);
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
      const base = origin(request);
      const text = [
        'User-agent: *',
        // Link previews fetch the article images; the rest of the API is no page.
        'Allow: /api/og-image/',
        'Disallow: /api/',
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n');
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', addressedFileCaching(ctx.config.publicUrl, 3600))
        .send(text);
    });

    if (documents) {
      // Home (`/`) is the visitor's sign-in page, drawn on the server with its light script (the form
      // works without React, decision 018); with a session cookie it is the app's signed-in home.
      app.get('/', { schema: { hide: true } }, async (request, reply) =>
        reply
          .headers(PUBLIC_PAGE_HEADERS)
          .send(documents.render(homeHead(ctx.config.supportEmail), origin(request), publicPageFor(request))),
      );
      // The landing and help pages: drawn on the server for a visitor, the app for a signed-in person.
      const pages = [
        ['/landing', landingHead],
        ['/help', helpHead],
      ] as const;
      // The app's public pages drawn in the browser (the sign-in and registration forms, the legal
      // texts) still carry their own head, in the language they are served in.
      const appPages = [
        ['/auth', 'auth', '/auth'],
        ['/login', 'auth', '/auth'],
        ['/register', 'register', '/register'],
        ['/terms', 'terms', '/terms'],
        ['/privacy', 'privacy', '/privacy'],
      ] as const;
      for (const [path, page, canonical] of appPages) {
        app.get(path, { schema: { hide: true } }, async (request, reply) =>
          reply.headers(PUBLIC_PAGE_HEADERS).send(
            documents.render(appPageHead(page, canonical, languageOf(request)), origin(request), {
              template: 'app',
            }),
          ),
        );
      }
      for (const [path, head] of pages) {
        app.get(path, { schema: { hide: true } }, async (request, reply) =>
          reply.headers(PUBLIC_PAGE_HEADERS).send(
            documents.render(head(ctx.config.supportEmail), origin(request), {
              ...publicPageFor(request),
              data: publicConfigData(ctx.config.supportEmail),
            }),
          ),
        );
      }
    }
  };
}
