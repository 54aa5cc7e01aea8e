import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageKeyOf, messages } from '@/contracts/messages';
import { databaseUnavailable } from './db-errors';
import { AppError } from './errors';

/**
 * One place turns every failure into `{ message }` with the status of D22. Anything unexpected is
 * logged in full and answered with a plain 500 that names nothing of the inside.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(error.field ? { message: error.message, field: error.field } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = error.validationContext === 'body' ? '' : `${error.validationContext}.`;
      const field = issue
        ? `${where}${issue.instancePath.replace(/^\//, '').replaceAll('/', '.')}`
        : undefined;
      const text = issue?.message ?? 'Invalid input';
      // Catalogue messages already name their field ("Username must be..."); others get it prefixed.
      const message = messageKeyOf(text) || !field ? text : `${field}: ${text}`;
      return reply.status(400).send(field ? { message, field } : { message });
    }
    if (databaseUnavailable(error)) {
      // The database is down, unreachable or too slow: the same request can succeed in a moment.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send({ message: messages.serviceUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status === 503 ? 503 : 500).send({ message: messages.internalError });
    }
    return reply.status(status).send({ message: clientErrorMessage(error, status) });
  });
}

/** Fastify's own 4xx errors (bad JSON, size, media type) in the words of the catalogue. */
function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messages.malformedJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messages.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return messages.unsupportedMediaType;
    default:
      if (status === 404) return messages.notFound;
      if (status === 429) return messages.tooManyRequests;
      return error.message;
  }
}
