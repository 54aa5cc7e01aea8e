import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogSlugParams } from '@/contracts/blog';
import {
  type HtmlDocuments,
  PUBLIC_PAGE_HEADERS,
  publicConfigData,
  publicPageFor,
  siteOrigin,
} from '../../platform/html-document';
import type { FeatureContext } from '../context';
import { blogPages } from './pages';
import type { BlogService } from './service';

/** The blog's pages drawn on the server (decision 018), when the built client is served. */
export function blogPageRoutes(
  ctx: FeatureContext,
  blog: BlogService,
  documents: HtmlDocuments,
): FastifyPluginAsyncZod {
  return async (app) => {
    const pages = blogPages(blog);
    const config = publicConfigData(ctx.config.supportEmail);
    const origin = (request: Parameters<typeof siteOrigin>[0]) => siteOrigin(request, ctx.config.publicUrl);

    // ?search= and &category= are the list's search form (it works without JavaScript too).
    app.get('/blog', { schema: { hide: true } }, async (request, reply) => {
      const page = await pages.list();
      return reply.headers(PUBLIC_PAGE_HEADERS).send(
        documents.render(page.head, origin(request), {
          ...publicPageFor(request),
          data: { ...config, ...page.data },
        }),
      );
    });

    app.get('/blog/:slug', { schema: { hide: true, params: blogSlugParams } }, async (request, reply) => {
      const page = await pages.article(request.params.slug);
      return reply
        .status(page.status)
        .headers(PUBLIC_PAGE_HEADERS)
        .send(
          documents.render(page.head, origin(request), {
            ...publicPageFor(request),
            data: { ...config, ...page.data },
          }),
        );
    });
  };
}
