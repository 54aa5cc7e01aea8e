import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';

/** A settings tab whose tools arrive in a later release: says so plainly. */
export function BeingPreparedPanel({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation('common');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="flex items-center gap-3 rounded-lg bg-accent p-4 text-accent-foreground">
          <Hourglass aria-hidden="true" className="size-5 shrink-0" />
          {t('beingPrepared')}
        </p>
      </CardContent>
    </Card>
  );
}
