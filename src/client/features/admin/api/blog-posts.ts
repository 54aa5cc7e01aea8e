import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogPost, AdminBlogPostListItem, BlogPostInput } from '@/contracts/blog';
import { apiJson } from '@/client/lib/api';
import { forgetCachedJson } from '@/client/lib/page-data';

export const ADMIN_BLOG_POSTS_URL = '/api/admin/blog/posts';

export function adminBlogPostsQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_BLOG_POSTS_URL],
    queryFn: async () => (await apiJson('GET', ADMIN_BLOG_POSTS_URL)) as AdminBlogPostListItem[],
  });
}

export function adminBlogPostQueryOptions(id: number) {
  return queryOptions({
    queryKey: [ADMIN_BLOG_POSTS_URL, id],
    queryFn: async () => (await apiJson('GET', `${ADMIN_BLOG_POSTS_URL}/${id}`)) as AdminBlogPost,
  });
}

/** GET /api/admin/blog/posts: every article, drafts included. */
export function useAdminBlogPosts() {
  return useQuery(adminBlogPostsQueryOptions());
}

export function useAdminBlogPost(id: number | null) {
  return useQuery({ ...adminBlogPostQueryOptions(id ?? 0), enabled: id !== null });
}

/** After any change the admin list and the public pages read afresh. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return (post: AdminBlogPost) => {
    queryClient.setQueryData(adminBlogPostQueryOptions(post.id).queryKey, post);
    void queryClient.invalidateQueries({ queryKey: [ADMIN_BLOG_POSTS_URL], exact: true });
    forgetCachedJson('/api/blog/posts');
  };
}

/** POST /api/admin/blog/posts (new, a draft) or PUT /api/admin/blog/posts/{id} (edit). */
export function useSaveBlogPost() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: BlogPostInput }) =>
      (await (id === null
        ? apiJson('POST', ADMIN_BLOG_POSTS_URL, input)
        : apiJson('PUT', `${ADMIN_BLOG_POSTS_URL}/${id}`, input))) as AdminBlogPost,
    onSuccess: afterChange,
  });
}

/** POST /api/admin/blog/posts/{id}/publish or /unpublish. */
export function useSetBlogPostPublished() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async ({ id, published }: { id: number; published: boolean }) =>
      (await apiJson(
        'POST',
        `${ADMIN_BLOG_POSTS_URL}/${id}/${published ? 'publish' : 'unpublish'}`,
      )) as AdminBlogPost,
    onSuccess: afterChange,
  });
}

/** POST /api/admin/blog/preview: the sanitised HTML the Markdown would be stored as. */
export function usePreviewBlogPost() {
  return useMutation({
    mutationFn: async (markdown: string) =>
      (await apiJson('POST', '/api/admin/blog/preview', { markdown })) as {
        html: string;
        readTimeMinutes: number;
      },
  });
}
