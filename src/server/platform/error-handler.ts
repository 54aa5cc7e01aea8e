import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type Message, messageByCode } from '@/contracts/catalogue';
import { platformMessages } from '@/contracts/messages/platform';
import { databaseUnavailable, invalidText } from './db-errors';
import { AppError } from './errors';

type ErrorBody = { message: string; code?: string; field?: string };

function body(message: Message, field?: string): ErrorBody {
  return field
    ? { message: message.text, code: message.code, field }
    : { message: message.text, code: message.code };
}

/**
 * One place turns every failure into `{ message, code }` with a fitting status (decision 004; 503 for a
 * database that is down, decision 012). Anything unexpected is logged in full and answered with a
 * plain 500 that names nothing of the inside.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(body({ code: error.code, text: error.message }, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = error.validationContext === 'body' ? '' : `${error.validationContext}.`;
      const field = issue
        ? `${where}${issue.instancePath.replace(/^\//, '').replaceAll('/', '.')}`
        : undefined;
      // Shared schemas raise catalogued messages by code. Those written as sentences name their field
      // ("Username must be..."); a fragment ("must not contain...") gets the field in front.
      const catalogued = issue?.message ? messageByCode(issue.message) : undefined;
      if (catalogued && field && /^[a-z]/.test(catalogued.text)) {
        return reply.status(400).send(body({ code: catalogued.code, text: `${field}: ${catalogued.text}` }, field));
      }
      if (catalogued) return reply.status(400).send(body(catalogued, field || undefined));
      const text = issue?.message ?? 'Invalid input';
      const message = field ? `${field}: ${text}` : text;
      return reply.status(400).send(field ? { message, field } : { message });
    }
    if (databaseUnavailable(error)) {
      // The database is down, unreachable or too slow: the same request can succeed in a moment.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send(body(platformMessages.serviceUnavailable));
    }
    if (invalidText(error)) return reply.status(400).send(body(platformMessages.unstorableText));
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status === 503 ? 503 : 500).send(body(platformMessages.internalError));
    }
    const known = clientErrorMessage(error, status);
    return reply.status(status).send(known ? body(known) : { message: error.message });
  });
}

/** Fastify's own 4xx errors (bad JSON, size, media type) in the words of the catalogue. */
function clientErrorMessage(error: FastifyError, status: number): Message | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return platformMessages.malformedJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return platformMessages.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return platformMessages.unsupportedMediaType;
    default:
      if (status === 404) return platformMessages.notFound;
      if (status === 429) return platformMessages.tooManyRequests;
      return undefined;
  }
}
