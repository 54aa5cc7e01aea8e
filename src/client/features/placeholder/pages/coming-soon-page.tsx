import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';

/**
 * The one honest page for screens a later release builds: the screen's name and a plain
 * sentence that it is being prepared. `titleKey` is a key of the `placeholder` namespace.
 */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(['placeholder', 'common']);
  const title = t(titleKey);
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-5 rounded-2xl border bg-card p-8 text-center shadow-sm md:p-12">
      <DocumentTitle page={title} />
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Hourglass aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-lg text-muted-foreground">{t('common:beingPrepared')}</p>
      <Button asChild>
        <Link href="/">{t('common:backHome')}</Link>
      </Button>
    </div>
  );
}
