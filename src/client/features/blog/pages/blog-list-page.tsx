import { Search } from 'lucide-react';
import { Suspense, use, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesBlogSearch, type BlogCategory } from '@/contracts/blog-rules';
import { DocumentTitle } from '@/client/components/document-title';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { getBlogPosts } from '../api/blog-posts';
import { CategoryFilter } from '../components/category-filter';
import { PostCard } from '../components/post-card';

function PostList({ search, category }: { search: string; category: BlogCategory | null }) {
  const { t } = useTranslation('blog');
  const posts = (use(getBlogPosts()) ?? []).filter((post) => matchesBlogSearch(post, search, category));
  if (posts.length === 0) {
    return (
      <p
        role="status"
        className="rounded-xl border border-dashed p-10 text-center text-lg text-muted-foreground"
      >
        {t('noArticles')}
      </p>
    );
  }
  const [featured, ...rest] = posts;
  return (
    <div className="grid gap-6">
      <p role="status" className="sr-only">
        {t('resultCount', { count: posts.length })}
      </p>
      {featured ? <PostCard post={featured} featured /> : null}
      {rest.length > 0 ? (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {rest.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** /blog (spec 3 section 2): search, category filter, the featured first article, then the rest. */
export function BlogListPage() {
  const { t } = useTranslation('blog');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<BlogCategory | null>(null);
  const searchId = useId();
  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <DocumentTitle page={t('title')} />
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold md:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t('description')}</p>
      </header>
      <div className="grid gap-4">
        <div className="relative max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            {t('searchLabel')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('searchPlaceholder')}
            className="ps-9"
          />
        </div>
        <CategoryFilter value={category} onChange={setCategory} />
      </div>
      <Suspense fallback={<Spinner label={t('loading')} className="min-h-[30vh]" />}>
        <PostList search={search} category={category} />
      </Suspense>
    </div>
  );
}
