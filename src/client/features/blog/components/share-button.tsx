import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';

/** Share with the device's own sheet (Web Share API); without one, copy the link and say so. */
export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  const { t } = useTranslation('blog');
  const share = async () => {
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
    <Button variant="outline" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      {t('share.button')}
    </Button>
  );
}
