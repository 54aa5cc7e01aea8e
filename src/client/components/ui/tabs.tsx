import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/client/lib/utils';

/**
 * Radix writes `dir="ltr"` on its tabs unless told otherwise, which laid Arabic and Urdu tabs and
 * their panels out left to right: the tabs take the interface language's direction (a page may
 * still pass its own `dir`).
 */
export function Tabs(props: ComponentProps<typeof TabsPrimitive.Root>) {
  const { i18n } = useTranslation();
  return <TabsPrimitive.Root dir={i18n.dir()} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        // On a phone the tabs share the row in equal columns (no ragged second line); wider, they sit inline.
        'grid w-full auto-cols-fr grid-flow-col items-stretch gap-1 rounded-lg bg-muted p-1 text-muted-foreground sm:inline-flex sm:w-auto sm:flex-wrap sm:items-center',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-9 min-w-0 flex-col items-center justify-center gap-1 rounded-md px-2 py-1.5 text-center text-sm leading-tight font-semibold transition-colors sm:flex-row sm:gap-2 sm:px-3 sm:whitespace-nowrap hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4', className)} {...props} />;
}
