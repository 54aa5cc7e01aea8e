import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';

/** Spec 3 section 2: an article that does not exist (or is not published). */
export function ArticleNotFound() {
  const { t } = useTranslation('blog');
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-5 py-12 text-center">
      <DocumentTitle page={t('notFound.title')} />
      <FileQuestion aria-hidden="true" className="size-14 text-primary" />
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-lg text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild>
        <Link href="/blog">{t('backToBlog')}</Link>
      </Button>
    </div>
  );
}
