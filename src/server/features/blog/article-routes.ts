import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogImageParams,
  blogListQuery,
  blogPostListResponse,
  blogPostResponse,
  blogSlugParams,
} from '@/contracts/blog';
import { errorResponse } from '@/contracts/common';
import { addressedFileCaching, siteOrigin } from '../../platform/html-document';
import type { FeatureContext } from '../context';
import { blogFeed } from './feed';
import { articleImages } from './og-image';
import { BLOG_FEED_PATH, BLOG_POSTS_URL } from './page-heads';
import { type BlogService, toPost } from './service';

/** Reading the blog, open to everyone: the articles, their preview images and the RSS feed. */
export function articleRoutes(ctx: FeatureContext, blog: BlogService): FastifyPluginAsyncZod {
  return async (app) => {
    const imageOf = articleImages(blog);
    const feedAt = blogFeed(blog, ctx.clock);

    app.get(
      BLOG_POSTS_URL,
      {
        schema: {
          tags: ['blog'],
          summary:
            "Published articles, newest first (with language, that language's first); search matches title or excerpt, category is exact",
          querystring: blogListQuery,
          response: { 200: blogPostListResponse, 400: errorResponse },
        },
      },
      async (request) =>
        blog.listPublished(request.query.search, request.query.category, request.query.language),
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
        const image = await imageOf(request.params.slug);
        reply.header('etag', image.etag).header('cache-control', 'public, max-age=86400');
        if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
        return reply.type('image/png').send(await image.png());
      },
    );

    // An uploaded image never changes under its address (a new upload gets a new one): cached for a year.
    app.get(
      '/blog-images/:file',
      {
        schema: {
          tags: ['blog'],
          summary: "An image uploaded for an article ({id}.{ext}), with its type's content-type",
          params: blogImageParams,
        },
      },
      async (request, reply) => {
        const image = await blog.image(request.params.file);
        return reply
          .type(image.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(image.data);
      },
    );

    app.get(BLOG_FEED_PATH, { schema: { hide: true } }, async (request, reply) =>
      reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', addressedFileCaching(ctx.config.publicUrl, 600))
        .send(await feedAt(siteOrigin(request, ctx.config.publicUrl))),
    );
  };
}
