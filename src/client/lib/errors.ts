import { ApiError } from './api';
import { translateMessage } from './i18n';

type Translate = (key: string) => string;

/**
 * The text to show for a failed request: the server's message in the interface language, else
 * `fallback`, else the generic "<status>: <body>" text, and for a network failure a translated line.
 */
export function describeError(t: Translate, error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return translateMessage(t, error.code, error.serverMessage);
    return fallback ?? error.message;
  }
  return fallback ?? t('errors:network');
}
