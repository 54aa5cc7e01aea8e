import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { cn } from '@/client/lib/utils';

/**
 * A card headed by an icon and a title (an h2), with an optional description below them; `children`
 * are its content. `iconClassName` colours the icon (the primary colour unless told).
 */
export function IconCard({
  icon: Icon,
  iconClassName = 'text-primary',
  title,
  description,
  contentClassName,
  children,
  ...card
}: {
  icon: LucideIcon;
  iconClassName?: string;
  title: ReactNode;
  description?: ReactNode;
  contentClassName?: string;
  children?: ReactNode;
} & Omit<ComponentProps<typeof Card>, 'title' | 'children'>) {
  return (
    <Card {...card}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden="true" className={cn('size-5', iconClassName)} />
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      {children ? <CardContent className={contentClassName}>{children}</CardContent> : null}
    </Card>
  );
}
