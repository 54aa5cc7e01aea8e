import { Newspaper } from 'lucide-react';
import { lazyPage, type FeatureRoute } from '@/client/lib/routes';

const BlogListPage = lazyPage(() => import('./pages/blog-list-page'), 'BlogListPage');
const BlogArticlePage = lazyPage(() => import('./pages/blog-article-page'), 'BlogArticlePage');

export const blogRoutes: readonly FeatureRoute[] = [
  {
    path: '/blog',
    access: 'public',
    page: BlogListPage,
    namespaces: ['blog'],
    nav: [{ place: 'sidebar', order: 60, labelKey: 'blog', icon: Newspaper, matchSubpaths: true }],
  },
  { path: '/blog/:slug', access: 'public', page: BlogArticlePage, namespaces: ['blog'] },
];
