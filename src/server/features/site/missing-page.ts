import type { FastifyReply, FastifyRequest } from 'fastify';
import { MISSING_PAGE_PATH } from '@/contracts/app-pages';
import {
  type HtmlDocuments,
  languageOf,
  PUBLIC_PAGE_HEADERS,
  siteOrigin,
  templateFor,
} from '../../platform/html-document';
import { appPageHead } from './page-heads';

/**
 * An address the app has no page at: 404 with the 'Page Not Found' page, drawn on the server for a
 * visitor (in their language) and drawn by the app for a person with a session, never indexed.
 */
export function sendMissingPage(
  request: FastifyRequest,
  reply: FastifyReply,
  documents: HtmlDocuments,
  publicUrl: string | undefined,
) {
  const language = languageOf(request);
  // Its canonical address is the missing page's own, never the address asked for (it is noindex).
  const head = appPageHead('notFound', MISSING_PAGE_PATH, language);
  return reply
    .status(404)
    .headers(PUBLIC_PAGE_HEADERS)
    .send(
      documents.render(head, siteOrigin(request, publicUrl), {
        template: templateFor(request),
        page: { path: MISSING_PAGE_PATH, search: '', language },
      }),
    );
}
