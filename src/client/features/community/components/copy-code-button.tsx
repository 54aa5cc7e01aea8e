import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';

/** The group's code with a copy action; the toast says 'Copied'. */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation('groups');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: t('copied.title'), description: t('copied.description') });
    } catch {
      toast({
        title: t('copied.failedTitle'),
        description: t('copied.failedDescription', { code }),
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">{t('detail.code')}</span>
      <code
        dir="ltr"
        className="rounded-md bg-muted px-2 py-1 font-mono text-base font-semibold tracking-widest"
        data-testid="group-code"
      >
        {code}
      </code>
      <Button type="button" variant="outline" size="sm" onClick={copy} data-testid="copy-code">
        <Copy aria-hidden="true" />
        {t('detail.copyCode')}
      </Button>
    </div>
  );
}
