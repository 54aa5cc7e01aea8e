import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogPost, AdminBlogPostListItem, BlogImage, BlogPostInput } from '@/contracts/blog';
import { ApiError, apiJson } from '@/client/lib/api';
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

/** GET /api/admin/blog/slug-proposal: a free slug for the title (this post's own counts as free). */
export async function proposeBlogSlug(title: string, id: number | null): Promise<string> {
  const query = new URLSearchParams({ title, ...(id === null ? {} : { id: String(id) }) });
  return ((await apiJson('GET', `/api/admin/blog/slug-proposal?${query}`)) as { slug: string }).slug;
}

export const BLOG_IMAGES_URL = '/api/admin/blog/images';

/**
 * POST /api/admin/blog/images (multipart: the file and its alt text). A refusal reaches the caller as
 * an ApiError (400 type or alt text, 413 too large).
 */
export async function uploadBlogImage({ file, alt }: { file: File; alt: string }): Promise<BlogImage> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('image', file);
  const res = await fetch(BLOG_IMAGES_URL, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text.trim());
  return JSON.parse(text) as BlogImage;
}

export function useUploadBlogImage() {
  return useMutation({ mutationFn: uploadBlogImage });
}
