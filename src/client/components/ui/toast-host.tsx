import { lazy, Suspense } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** The toast layer loads with the first toast, not with the page: most visits never show one. */
export function ToastHost() {
  const { toasts } = useToast();
  return toasts.length > 0 ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
