import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBlogPostListResponse,
  adminBlogPostResponse,
  blogPostIdParams,
  blogPostInput,
  blogPreviewInput,
  blogPreviewResponse,
  blogSlugProposalQuery,
  blogSlugProposalResponse,
} from '@/contracts/blog';
import { errorResponse } from '@/contracts/common';
import { adminOnly, guardRoutes } from '../../platform/access';
import { requireAdmin } from '../../platform/sessions';
import type { BlogService } from './service';

const tags = ['admin'];
const adminErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** Writing the blog, for administrators: drafts, edits, publishing and the Markdown's preview. */
export function blogAdminRoutes(blog: BlogService): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, adminOnly);

    app.get(
      '/api/admin/blog/posts',
      {
        schema: {
          tags,
          summary: 'Every article, drafts included',
          response: { 200: adminBlogPostListResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async () => blog.listForAdmin(),
    );

    app.get(
      '/api/admin/blog/posts/:id',
      {
        schema: {
          tags,
          summary: 'One article with its Markdown',
          params: blogPostIdParams,
          response: { 200: adminBlogPostResponse, ...adminErrors },
        },
      },
      async (request) => blog.getForAdmin(request.params.id),
    );

    app.post(
      '/api/admin/blog/posts',
      {
        schema: {
          tags,
          summary: 'Write a new article (a draft until published); a taken slug is 409',
          body: blogPostInput,
          response: { 201: adminBlogPostResponse, ...adminErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await blog.create(request.body, requireAdmin(request).id)),
    );

    app.put(
      '/api/admin/blog/posts/:id',
      {
        schema: {
          tags,
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
      app.post(
        `/api/admin/blog/posts/:id/${action}`,
        {
          schema: {
            tags,
            summary: published ? 'Publish (publishedAt is kept from the first time)' : 'Take back to draft',
            params: blogPostIdParams,
            response: { 200: adminBlogPostResponse, ...adminErrors },
          },
        },
        async (request) => blog.setPublished(request.params.id, published),
      );
    }

    app.get(
      '/api/admin/blog/slug-proposal',
      {
        schema: {
          tags,
          summary:
            "The slug proposed for a title: the title's own, transliterated, when free (or the post id's), else with -2, -3...",
          querystring: blogSlugProposalQuery,
          response: {
            200: blogSlugProposalResponse,
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
          },
        },
      },
      async (request) => blog.proposeSlug(request.query.title, request.query.id),
    );

    app.post(
      '/api/admin/blog/preview',
      {
        schema: {
          tags,
          summary: 'The sanitised HTML an article would be stored as',
          body: blogPreviewInput,
          response: { 200: blogPreviewResponse, ...adminErrors },
        },
      },
      async (request) => blog.preview(request.body.markdown),
    );
  };
}
