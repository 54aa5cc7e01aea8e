import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { BlogPostSummary } from '@/contracts/blog';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';
import { ArticleLanguageMark, articleTextProps } from './article-language';
import { categoryLabel } from './category-label';
import { PostMeta } from './post-meta';

/** One article in the list; the first of the list is drawn larger as the featured one. */
export function PostCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  const { t } = useTranslation('blog');
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article
      className={cn(
        'relative flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        featured && 'gap-4 border-gold/60 p-6 md:p-8',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {featured ? <Badge variant="gold">{t('featured')}</Badge> : null}
        <Badge variant="outline">{categoryLabel(t, post.category)}</Badge>
        <ArticleLanguageMark language={post.language} />
      </div>
      <Heading
        className={cn('font-bold leading-snug', featured ? 'text-2xl md:text-3xl' : 'text-lg')}
        {...articleTextProps(post.language)}
      >
        <Link
          href={`/blog/${post.slug}`}
          className="rounded-sm after:absolute after:inset-0 focus:outline-none"
        >
          {post.title}
        </Link>
      </Heading>
      <p className={cn('text-muted-foreground', featured && 'text-lg')} {...articleTextProps(post.language)}>
        {post.excerpt}
      </p>
      <div className="mt-auto">
        <PostMeta publishedAt={post.publishedAt} readTimeMinutes={post.readTimeMinutes} />
      </div>
    </article>
  );
}
