import { blogPersonalData } from '@/contracts/personal-data/blog';
import { defineFeature, personalDataPart } from '../feature';
import { BLOG_CONTENT_DIR, loadBlogContent } from './content';
import { blogPersonalData as readBlog } from './personal-data';
import { blogAdminRoutes } from './admin-routes';
import { articleRoutes } from './article-routes';
import { blogImageRoutes } from './image-routes';
import { blogPageRoutes } from './page-routes';
import { blogService } from './service';

export const blogFeature = defineFeature({
  name: 'blog',
  routes: (ctx, { documents }) => {
    const blog = blogService(ctx.db, ctx.clock);
    return [
      articleRoutes(ctx, blog),
      blogAdminRoutes(blog),
      blogImageRoutes(blog),
      ...(documents ? [blogPageRoutes(ctx, blog, documents)] : []),
    ];
  },
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
