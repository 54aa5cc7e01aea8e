import type { FastifyRequest } from 'fastify';
import { blogImageAlt } from '@/contracts/blog';
import type { BlogImageType } from '@/contracts/blog-rules';
import { blogMessages } from '@/contracts/messages/blog';
import { AppError, BadRequest } from '../../platform/errors';
import { imageTypeOf } from './image-signature';

/** An image as uploaded in the editor, checked: its bytes, the type they prove, and its alt text. */
export interface BlogImageUpload {
  data: Buffer;
  contentType: BlogImageType;
  alt: string;
}

/**
 * Reads the multipart body of an image upload (decision 018): the file `image` and the field `alt`.
 * Too big is 413; no file, an empty one, bytes of no allowed type, or no alt text is 400. The type
 * is the one the first bytes prove; what the browser claimed is not trusted.
 */
export async function readBlogImageUpload(request: FastifyRequest): Promise<BlogImageUpload> {
  if (!request.isMultipart()) throw new BadRequest(blogMessages.blogImageMissing, 'image');
  const fields: Record<string, string> = {};
  let data: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image') data = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, blogMessages.blogImageTooLarge);
    if (code?.startsWith('FST_')) throw new BadRequest(blogMessages.blogImageMissing, 'image');
    throw error;
  }
  if (!data || data.length === 0) throw new BadRequest(blogMessages.blogImageMissing, 'image');
  const contentType = imageTypeOf(data);
  if (!contentType) throw new BadRequest(blogMessages.blogImageType, 'image');
  const alt = blogImageAlt.safeParse(fields.alt ?? '');
  if (!alt.success) throw new BadRequest(blogMessages.blogImageAltRequired, 'alt');
  return { data, contentType, alt: alt.data };
}
