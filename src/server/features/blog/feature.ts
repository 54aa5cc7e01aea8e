import { blogPersonalData } from '@/contracts/personal-data/blog';
import { defineFeature, personalDataPart } from '../feature';
import { BLOG_CONTENT_DIR, loadBlogContent } from './content';
import { blogPersonalData as readBlog } from './personal-data';
import { blogRoutes } from './routes';
import { blogService } from './service';

export const blogFeature = defineFeature({
  name: 'blog',
  routes: (ctx, { documents }) => [blogRoutes(ctx, { documents })],
  // The repository's articles are the blog's first content: read, checked and stored at start.
  startup: async (context, { blogContentDir }) => {
    await blogService(context.db, context.clock).syncContent(
      loadBlogContent(blogContentDir ?? BLOG_CONTENT_DIR),
    );
  },
  personalData: [
    personalDataPart({
      key: 'blog',
      schema: blogPersonalData,
      read: (context, { user }) => readBlog(context.db, user.id),
    }),
  ],
});
