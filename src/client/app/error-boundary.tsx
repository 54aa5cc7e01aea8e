import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { i18n } from '@/client/lib/i18n';

type State = { error: Error | null };

/** The last line of defence: a readable, translated message instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled error in the interface', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const t = i18n.getFixedT(null, 'errors');
    return (
      <main className="mx-auto grid min-h-screen max-w-lg place-content-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">{t('crash.title')}</h1>
        <p className="text-muted-foreground">{t('crash.description')}</p>
        <Button className="mx-auto" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </Button>
      </main>
    );
  }
}
