import { Search } from 'lucide-react';
import { Suspense, use, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { BLOG_CATEGORIES, languageFirst, matchesBlogSearch, type BlogCategory } from '@/contracts/blog-rules';
import { DocumentTitle } from '@/client/components/document-title';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { getBlogPosts } from '../api/blog-posts';
import { CategoryFilter } from '../components/category-filter';
import { PostCard } from '../components/post-card';

function PostList({ search, category }: { search: string; category: BlogCategory | null }) {
  const { t, i18n } = useTranslation('blog');
  // The reader's language first, then the others, each newest first (decision 018).
  const posts = languageFirst(use(getBlogPosts()) ?? [], i18n.language).filter((post) =>
    matchesBlogSearch(post, search, category),
  );
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

/** The search and category a /blog address asks for (`?search=wudu&category=Prayer%20Tips`). */
function searchFromQuery(query: string): { search: string; category: BlogCategory | null } {
  const params = new URLSearchParams(query);
  const category = params.get('category');
  return {
    search: params.get('search') ?? '',
    category: BLOG_CATEGORIES.find((known) => known === category) ?? null,
  };
}

/**
 * /blog: search, category filter, the featured first article, then the rest. The
 * controls are a GET form on /blog, so a visitor's page (drawn on the server, without React) filters
 * through the server: public-main.ts fetches the filtered page as the person types.
 */
export function BlogListPage() {
  const { t } = useTranslation('blog');
  const initial = searchFromQuery(useSearch());
  const [search, setSearch] = useState(initial.search);
  const [category, setCategory] = useState<BlogCategory | null>(initial.category);
  const searchId = useId();
  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <DocumentTitle page={t('title')} />
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold md:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t('description')}</p>
      </header>
      <form
        action="/blog"
        method="get"
        role="search"
        data-blog-search=""
        className="grid gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
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
            name="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('searchPlaceholder')}
            className="ps-9"
          />
        </div>
        <CategoryFilter value={category} onChange={setCategory} />
      </form>
      <div id="blog-results">
        <Suspense fallback={<Spinner label={t('loading')} className="min-h-[30vh]" />}>
          <PostList search={search} category={category} />
        </Suspense>
      </div>
    </div>
  );
}
