import { ArrowLeft } from 'lucide-react';
import { Suspense, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import type { BlogPost } from '@/contracts/blog';
import { Badge } from '@/client/components/ui/badge';
import { Spinner } from '@/client/components/ui/spinner';
import { getBlogPost } from '../api/blog-posts';
import { ArticleCallsToAction } from '../components/article-calls-to-action';
import { articleTextProps, languageName } from '../components/article-language';
import { ArticleNotFound } from '../components/article-not-found';
import { categoryLabel } from '../components/category-label';
import { PostMeta } from '../components/post-meta';
import { ShareButton } from '../components/share-button';

/** Spec 3 section 2: the page title is the metaTitle or the title, the description likewise. */
function ArticleHead({ post }: { post: BlogPost }) {
  const description = post.metaDescription || post.excerpt;
  useEffect(() => {
    // The server wrote the description for crawlers; an article opened by navigation updates it.
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return <title>{post.metaTitle || post.title}</title>;
}

function Article({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('blog');
  const post = use(getBlogPost(slug));
  if (!post) return <ArticleNotFound />;
  const own = articleTextProps(post.language);
  return (
    <article className="mx-auto grid max-w-3xl gap-8">
      <ArticleHead post={post} />
      <Link
        href="/blog"
        className="inline-flex items-center gap-1 justify-self-start rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('backToBlog')}
      </Link>
      <header className="grid gap-4">
        <Badge variant="gold" className="justify-self-start">
          {categoryLabel(t, post.category)}
        </Badge>
        <h1 className="text-3xl font-bold leading-tight md:text-4xl" {...own}>
          {post.title}
        </h1>
        <p className="text-lg text-muted-foreground" {...own}>
          {post.excerpt}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <PostMeta publishedAt={post.publishedAt} readTimeMinutes={post.readTimeMinutes} />
            <p className="text-sm text-muted-foreground" data-article-language={post.language}>
              {t('articleLanguage', { language: languageName(post.language, i18n.language) })}
            </p>
          </div>
          <ShareButton title={post.title} text={post.excerpt} path={`/blog/${post.slug}`} />
        </div>
      </header>
      {/* Sanitised by the server when it was stored. */}
      <div className="article-body" {...own} dangerouslySetInnerHTML={{ __html: post.content }} />
      {post.sources.length > 0 ? (
        <section aria-labelledby="article-sources" className="grid gap-2 border-t pt-6">
          <h2 id="article-sources" className="text-lg font-bold">
            {t('sources')}
          </h2>
          <ul className="list-disc ps-6 text-sm text-muted-foreground" {...own}>
            {post.sources.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {post.keywords.length > 0 ? (
        <section aria-labelledby="article-keywords" className="grid gap-2">
          <h2 id="article-keywords" className="text-lg font-bold">
            {t('relatedTopics')}
          </h2>
          <ul className="flex flex-wrap gap-2" {...own}>
            {post.keywords.map((keyword) => (
              <li key={keyword}>
                <Badge variant="outline">{keyword}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ArticleCallsToAction />
    </article>
  );
}

/** /blog/{slug}. */
export function BlogArticlePage() {
  const { t } = useTranslation('blog');
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <Suspense fallback={<Spinner label={t('loading')} className="min-h-[50vh]" />}>
      <Article slug={slug} />
    </Suspense>
  );
}
