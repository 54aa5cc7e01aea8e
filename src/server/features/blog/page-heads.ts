import { PRODUCT_NAME } from '@/contracts/constants';
import { organizationJsonLd, type PageHead } from '../../platform/html-document';
import type { BlogPostRow } from './repository';

/** The words of the client's page titles ("{page} · Hidaya"), so both heads read the same. */
export const pageTitle = (page: string) => `${page} · ${PRODUCT_NAME}`;

/** Where the RSS feed is served (article-routes.ts). */
export const BLOG_FEED_PATH = '/blog/rss.xml';
/** The list's API address, which the page data of /blog is keyed by (the client reads it there). */
export const BLOG_POSTS_URL = '/api/blog/posts';
const feed = { title: `${PRODUCT_NAME} Islamic Blog`, path: BLOG_FEED_PATH };

export const ogImagePath = (slug: string) => `/api/og-image/${slug}`;

export function blogHead(): PageHead {
  return {
    title: pageTitle('Islamic Blog'),
    description:
      'Articles for families learning to pray: salah step by step, teaching children by age, prayer times, keeping Fajr and using AI wisely for religious learning.',
    path: '/blog',
    feed,
    jsonLd: (origin) => [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `${PRODUCT_NAME} Islamic Blog`,
        url: `${origin}/blog`,
        publisher: organizationJsonLd(origin),
      },
    ],
  };
}

/** Spec 3 section 2: the title is the metaTitle or else the title; the description likewise. */
export function articleHead(post: BlogPostRow): PageHead {
  const title = post.metaTitle || post.title;
  const description = post.metaDescription || post.excerpt;
  const published = (post.publishedAt ?? post.createdAt).toISOString();
  return {
    title,
    description,
    path: `/blog/${post.slug}`,
    type: 'article',
    feed,
    image: ogImagePath(post.slug),
    imageAlt: post.title,
    openGraph: {
      'article:published_time': published,
      'article:modified_time': post.updatedAt.toISOString(),
      'article:section': post.category,
      'article:tag': post.keywords,
    },
    jsonLd: (origin) => [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        inLanguage: post.language,
        image: `${origin}${ogImagePath(post.slug)}`,
        datePublished: published,
        dateModified: post.updatedAt.toISOString(),
        articleSection: post.category,
        keywords: post.keywords.join(', '),
        url: `${origin}/blog/${post.slug}`,
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/blog/${post.slug}` },
        author: organizationJsonLd(origin),
        publisher: organizationJsonLd(origin),
      },
    ],
  };
}

export function missingArticleHead(slug: string): PageHead {
  return {
    title: pageTitle('Article Not Found'),
    description: "The article you're looking for doesn't exist or has been moved.",
    path: `/blog/${slug}`,
    noindex: true,
  };
}
