import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';

/**
 * Share with the device's own sheet (Web Share API); without one, copy the link and say so. On a page
 * drawn on the server for a visitor (no React), public-main.ts does the same from the data attributes.
 */
export function ShareButton({ title, text, path }: { title: string; text: string; path: string }) {
  const { t } = useTranslation('blog');
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // Closing the share sheet is a choice, not a failure.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('share.copiedTitle'), description: t('share.copiedDescription') });
    } catch {
      toast({ title: t('share.failedTitle'), description: url, variant: 'destructive' });
    }
  };
  return (
    <Button
      variant="outline"
      data-share-path={path}
      data-share-title={title}
      data-share-text={text}
      data-copied-title={t('share.copiedTitle')}
      data-copied-description={t('share.copiedDescription')}
      data-failed-title={t('share.failedTitle')}
      onClick={() => void share()}
    >
      <Share2 aria-hidden="true" />
      {t('share.button')}
    </Button>
  );
}
