import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogImageResponse } from '@/contracts/blog';
import { BLOG_IMAGE_MAX_BYTES } from '@/contracts/blog-rules';
import { errorResponse } from '@/contracts/common';
import { adminOnly, guardRoutes } from '../../platform/access';
import { requireAdmin } from '../../platform/sessions';
import { readBlogImageUpload } from './image-upload';
import type { BlogService } from './service';

/** Uploading an image for an article, for administrators (decision 018); readers get it at /blog-images/. */
export function blogImageRoutes(blog: BlogService): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, adminOnly);
    await app.register(multipart, {
      limits: { fileSize: BLOG_IMAGE_MAX_BYTES, files: 1, fields: 2, fieldSize: 2_000, parts: 3 },
    });

    app.post(
      '/api/admin/blog/images',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Upload an image for an article (multipart: image, a PNG, JPEG, WebP or GIF of at most 5 MB, and alt, its required description)',
          consumes: ['multipart/form-data'],
          response: {
            201: blogImageResponse,
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
            413: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const upload = await readBlogImageUpload(request);
        return reply.status(201).send(await blog.uploadImage(upload, requireAdmin(request).id));
      },
    );
  };
}
