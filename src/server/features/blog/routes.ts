import { Feed } from 'feed';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBlogPostListResponse,
  adminBlogPostResponse,
  blogListQuery,
  blogPostIdParams,
  blogPostInput,
  blogPostListResponse,
  blogPostResponse,
  blogPreviewInput,
  blogPreviewResponse,
  blogSlugParams,
} from '@/contracts/blog';
import { errorResponse } from '@/contracts/common';
import { PRODUCT_NAME } from '@/contracts/constants';
import {
  addressedFileCaching,
  type HtmlDocuments,
  PUBLIC_PAGE_HEADERS,
  publicConfigData,
  publicPageFor,
  siteOrigin,
} from '../../platform/html-document';
import { adminOnly, guardRoutes } from '../../platform/access';
import { requireAdmin } from '../../platform/sessions';
import type { FeatureContext } from '../context';
import { drawArticleImage, ogImageCache } from './og-image';
import { articleHead, BLOG_FEED_PATH, blogHead, missingArticleHead } from './page-heads';
import { articleReadTime, renderArticle } from './render';
import { blogService, toPost } from './service';

/** The list's API address, which the page data of /blog is keyed by (the client reads it there). */
const BLOG_POSTS_URL = '/api/blog/posts';

export interface BlogRouteOptions {
  /** The built client's pages, when the client is served. */
  documents?: HtmlDocuments;
}

export function blogRoutes(ctx: FeatureContext, options: BlogRouteOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const blog = blogService(ctx.db, ctx.clock);
    const images = ogImageCache();
    const origin = (request: Parameters<typeof siteOrigin>[0]) => siteOrigin(request, ctx.config.publicUrl);

    app.get(
      BLOG_POSTS_URL,
      {
        schema: {
          tags: ['blog'],
          summary: 'Published articles, newest first; search matches title or excerpt, category is exact',
          querystring: blogListQuery,
          response: { 200: blogPostListResponse, 400: errorResponse },
        },
      },
      async (request) => blog.listPublished(request.query.search, request.query.category),
    );

    app.get(
      `${BLOG_POSTS_URL}/:slug`,
      {
        schema: {
          tags: ['blog'],
          summary: 'One article; an unpublished one exists only for admins',
          params: blogSlugParams,
          response: { 200: blogPostResponse, 404: errorResponse },
        },
      },
      async (request) => toPost(await blog.readable(request.params.slug, request.user?.isAdmin === true)),
    );

    app.get(
      '/api/og-image/:slug',
      {
        schema: {
          tags: ['blog'],
          summary: "An article's 1200x630 preview image (PNG)",
          params: blogSlugParams,
        },
      },
      async (request, reply) => {
        const post = await blog.readable(request.params.slug, false);
        const version = post.updatedAt.getTime().toString(36);
        const etag = `"${post.id}-${version}"`;
        reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        const png = await images.get(`${post.slug}:${version}`, () =>
          drawArticleImage(post.title, post.category),
        );
        return reply.type('image/png').send(png);
      },
    );

    app.get(BLOG_FEED_PATH, { schema: { hide: true } }, async (request, reply) => {
      const base = origin(request);
      const posts = await blog.publishedRows();
      const feed = new Feed({
        title: `${PRODUCT_NAME} Islamic Blog`,
        description:
          'Articles on learning to pray, teaching children salah and using AI wisely for religious learning.',
        id: `${base}/blog`,
        link: `${base}/blog`,
        language: 'en',
        updated: posts[0]?.updatedAt ?? ctx.clock.now(),
        generator: false,
        feedLinks: { rss: `${base}${BLOG_FEED_PATH}` },
        copyright: `© ${PRODUCT_NAME}`,
      });
      for (const post of posts) {
        feed.addItem({
          title: post.title,
          id: `${base}/blog/${post.slug}`,
          link: `${base}/blog/${post.slug}`,
          description: post.excerpt,
          content: post.content,
          date: post.publishedAt ?? post.updatedAt,
          category: [{ name: post.category }],
        });
      }
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', addressedFileCaching(ctx.config.publicUrl, 600))
        .send(feed.rss2());
    });

    await app.register(async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      guardRoutes(scope, adminOnly);
      const adminErrors = {
        400: errorResponse,
        401: errorResponse,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
      };

      admin.get(
        '/api/admin/blog/posts',
        {
          schema: {
            tags: ['admin'],
            summary: 'Every article, drafts included',
            response: { 200: adminBlogPostListResponse, 401: errorResponse, 403: errorResponse },
          },
        },
        async () => blog.listForAdmin(),
      );
      admin.get(
        '/api/admin/blog/posts/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'One article with its Markdown',
            params: blogPostIdParams,
            response: { 200: adminBlogPostResponse, ...adminErrors },
          },
        },
        async (request) => blog.getForAdmin(request.params.id),
      );
      admin.post(
        '/api/admin/blog/posts',
        {
          schema: {
            tags: ['admin'],
            summary: 'Write a new article (a draft until published); a taken slug is 409',
            body: blogPostInput,
            response: { 201: adminBlogPostResponse, ...adminErrors },
          },
        },
        async (request, reply) =>
          reply.status(201).send(await blog.create(request.body, requireAdmin(request).id)),
      );
      admin.put(
        '/api/admin/blog/posts/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'Edit an article written here; a taken slug is 409',
            params: blogPostIdParams,
            body: blogPostInput,
            response: { 200: adminBlogPostResponse, ...adminErrors },
          },
        },
        async (request) => blog.update(request.params.id, request.body),
      );
      for (const [action, published] of [
        ['publish', true],
        ['unpublish', false],
      ] as const) {
        admin.post(
          `/api/admin/blog/posts/:id/${action}`,
          {
            schema: {
              tags: ['admin'],
              summary: published ? 'Publish (publishedAt is kept from the first time)' : 'Take back to draft',
              params: blogPostIdParams,
              response: { 200: adminBlogPostResponse, ...adminErrors },
            },
          },
          async (request) => blog.setPublished(request.params.id, published),
        );
      }
      admin.post(
        '/api/admin/blog/preview',
        {
          schema: {
            tags: ['admin'],
            summary: 'The sanitised HTML an article would be stored as',
            body: blogPreviewInput,
            response: { 200: blogPreviewResponse, ...adminErrors },
          },
        },
        async (request) => {
          const html = renderArticle(request.body.markdown);
          return { html, readTimeMinutes: articleReadTime(html) };
        },
      );
    });

    const documents = options.documents;
    if (documents) {
      const config = publicConfigData(ctx.config.supportEmail);
      // ?search= and &category= are the list's search form (it works without JavaScript too).
      app.get('/blog', { schema: { hide: true } }, async (request, reply) =>
        reply.headers(PUBLIC_PAGE_HEADERS).send(
          documents.render(blogHead(), origin(request), {
            ...publicPageFor(request),
            data: { ...config, [BLOG_POSTS_URL]: await blog.listPublished() },
          }),
        ),
      );
      app.get('/blog/:slug', { schema: { hide: true, params: blogSlugParams } }, async (request, reply) => {
        const post = await blog.publishedRow(request.params.slug);
        // A missing article is a real 404 for crawlers; the page itself still shows 'Article Not Found'.
        return reply
          .status(post ? 200 : 404)
          .headers(PUBLIC_PAGE_HEADERS)
          .send(
            documents.render(
              post ? articleHead(post) : missingArticleHead(request.params.slug),
              origin(request),
              {
                ...publicPageFor(request),
                // null: the page shows 'Article Not Found' without asking again.
                data: {
                  ...config,
                  [`${BLOG_POSTS_URL}/${encodeURIComponent(request.params.slug)}`]: post
                    ? toPost(post)
                    : null,
                },
              },
            ),
          );
      });
    }
  };
}
