import pino, { type DestinationStream } from 'pino';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { clientNetwork } from './client-address';

/**
 * The production logger: pino JSON lines at the configured level (info by default), with the
 * secrets a request carries redacted. One place, so that the benchmarks run with the logs
 * production writes (decision 027: logging must not be the price of speed).
 *
 * Lines go to stdout in batches (pino's asynchronous destination): written when 4 KB have gathered
 * or a second has passed, so a busy server makes one system call per dozen lines instead of one per
 * line (a write per line was a tenth of a cached request's CPU time). Pino writes what is left when
 * the process exits (a normal stop, a crash that ends it); a process killed outright (SIGKILL) can
 * lose up to its last second of lines.
 */
export function loggerOptions(
  level: string,
  /** Where the lines go: stdout unless given (the benchmarks write to /dev/null, the tests to memory). */
  stream: DestinationStream = logDestination(1),
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    stream,
  };
}

/** Where the production logger writes (a file descriptor or a path), batched as described above. */
export const logDestination = (dest: number | string) =>
  pino.destination({ dest, sync: false, minLength: 4096, periodicFlush: 1000 });

/**
 * One access-log line per request, written when it is answered: what was asked (method, URL), from
 * where (the client's network, never its address: decision 031), the status, the time taken, and the error when there was one. Fastify's
 * default also writes an 'incoming request' line before, which doubled the cost of logging (about a
 * fifth of a cached request's CPU time) and told nothing the completed line does not, but for a
 * request that never ends: those show as connections the server was closing or as timeouts.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    // Flat and built here: Fastify's req and res serializers (host, port, HTTP version) cost more
    // than the line's writing and told an operator little more.
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      remoteNetwork: clientNetwork(request.ip),
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
