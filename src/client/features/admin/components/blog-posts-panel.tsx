import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { describeError } from '@/client/lib/errors';
import { useViewFocus } from '@/client/lib/view-focus';
import { articleTextProps, languageName } from '@/client/features/blog/public';
import { useAdminBlogPost, useAdminBlogPosts } from '../api/blog-posts';
import { BlogPostEditor } from './blog-post-editor';

/** The editor for one post, once its Markdown has loaded (a new post needs nothing). */
function EditorFor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const { t } = useTranslation('adminBlog');
  const { data, isPending, isError, error } = useAdminBlogPost(id);
  if (id === null) return <BlogPostEditor post={null} onDone={onDone} />;
  if (isPending) return <Spinner label={t('loading')} />;
  if (isError) return <p role="alert">{describeError(t, error)}</p>;
  return <BlogPostEditor key={data.id} post={data} onDone={onDone} />;
}

/** Admin > Blog: every article with its state; admin-written ones can be edited and (un)published. */
export function BlogPostsPanel() {
  const { t, i18n } = useTranslation(['adminBlog', 'blog']);
  const posts = useAdminBlogPosts();
  const [editing, setEditing] = useState<number | null | 'none'>('none');
  // The editor's heading when it opens; New article again when it closes (the pressed button went).
  const root = useViewFocus<HTMLDivElement>(editing, 'h3, [data-view-focus]');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('heading')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent ref={root} className="grid gap-6">
        {editing === 'none' ? (
          <Button className="justify-self-start" onClick={() => setEditing(null)} data-view-focus>
            <Plus aria-hidden="true" />
            {t('newArticle')}
          </Button>
        ) : (
          <EditorFor id={editing} onDone={() => setEditing('none')} />
        )}
        {posts.isPending ? <Spinner label={t('loading')} /> : null}
        {posts.isError ? <p role="alert">{describeError(t, posts.error)}</p> : null}
        {posts.data ? (
          <ul className="grid divide-y rounded-lg border">
            {posts.data.map((post) => (
              <li key={post.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="grid gap-1">
                  <span className="font-semibold" {...articleTextProps(post.language)}>
                    {post.title}
                  </span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <Badge variant={post.published ? 'default' : 'outline'}>
                      {post.published ? t('statePublished') : t('stateDraft')}
                    </Badge>
                    <span>{t(`blog:categories.${post.category}`)}</span>
                    <span>{languageName(post.language, i18n.language)}</span>
                    {post.origin === 'content' ? <span>{t('fromContent')}</span> : null}
                    {post.publishedAt ? (
                      <span>
                        {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                          new Date(post.publishedAt),
                        )}
                      </span>
                    ) : null}
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button asChild size="sm" variant="ghost">
                    <Link href={`/blog/${post.slug}`}>{t('view')}</Link>
                  </Button>
                  {post.origin === 'admin' ? (
                    <Button size="sm" variant="outline" onClick={() => setEditing(post.id)}>
                      {t('edit')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
