import { BookOpen, HandHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';

/** The two next steps an article offers: a dua, and learning to pray. */
export function ArticleCallsToAction() {
  const { t } = useTranslation('blog');
  return (
    <section aria-labelledby="article-next-steps" className="grid gap-4 rounded-xl border bg-secondary p-6">
      <h2 id="article-next-steps" className="text-xl font-bold">
        {t('cta.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <p className="text-muted-foreground">{t('cta.duasText')}</p>
          <Button asChild className="justify-self-start">
            <Link href="/duas">
              <HandHeart aria-hidden="true" />
              {t('cta.duas')}
            </Link>
          </Button>
        </div>
        <div className="grid content-start gap-2">
          <p className="text-muted-foreground">{t('cta.learnText')}</p>
          <Button asChild variant="outline" className="justify-self-start">
            <Link href="/learn">
              <BookOpen aria-hidden="true" />
              {t('cta.learn')}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
