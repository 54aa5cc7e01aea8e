import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@/client/components/ui/badge';

/** A home-page card that links to one feature; the whole card is the link. A screen not built yet says so. */
export function FeatureCard({
  href,
  icon: Icon,
  title,
  description,
  isNew = false,
  notBuiltYet = false,
}: {
  href: string;
  icon: LucideIcon;
  title: string;
  description: string;
  isNew?: boolean;
  /** The screen is not built yet: the card says so instead of promising. */
  notBuiltYet?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Link
      href={href}
      className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition hover:border-primary hover:shadow-md"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {notBuiltYet ? (
          <Badge variant="outline" data-testid="not-built-yet">
            {t('notBuiltYet')}
          </Badge>
        ) : isNew ? (
          <Badge variant="gold">{t('new')}</Badge>
        ) : null}
      </span>
      <span className="text-lg font-semibold group-hover:text-primary">{title}</span>
      <span className="text-sm text-muted-foreground">{description}</span>
    </Link>
  );
}
