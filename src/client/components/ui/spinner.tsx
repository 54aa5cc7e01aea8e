import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/client/lib/utils';

/** A busy indicator that screen readers announce with a translated label. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className={cn('flex items-center justify-center p-8', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </div>
  );
}
