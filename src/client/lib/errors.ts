import { ApiError } from './api';
import { translateServerMessage } from './i18n';

type Translate = (key: string) => string;

/**
 * The text to show for a failed request: the server's own message in the interface language, else
 * `fallback`, else the generic "<status>: <body>" text, and for a network failure a translated line.
 */
export function describeError(t: Translate, error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return translateServerMessage(t, error.serverMessage);
    return fallback ?? error.message;
  }
  return fallback ?? t('errors:network');
}
