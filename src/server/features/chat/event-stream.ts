import type { FastifyReply } from 'fastify';
import type { ChatEventName } from '@/contracts/chat';

/**
 * A reply written as server-sent events (text/event-stream). The reply is taken over from Fastify at
 * the first event, so anything refused before it (401, 402, 404, 429) is still an ordinary JSON error.
 * Writing to a person who has left is a no-op; `closed` tells the writer to stop.
 */
export interface EventStream {
  send(event: ChatEventName, data: unknown): void;
  /** The first event has been written: errors must now be sent as an `error` event. */
  readonly opened: boolean;
  /** The person closed the connection. */
  readonly closed: boolean;
  /** Aborted the moment the person closes the connection before the answer's end (decision 030). */
  readonly left: AbortSignal;
  end(): void;
}

export function eventStream(reply: FastifyReply): EventStream {
  let opened = false;
  const raw = reply.raw;
  const gone = () => raw.destroyed || raw.writableEnded;
  const leaving = new AbortController();
  raw.on('close', () => {
    if (!raw.writableFinished) leaving.abort();
  });
  return {
    send(event, data) {
      if (!opened) {
        reply.hijack();
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          // Proxies (nginx) must pass each event on as it is written.
          'x-accel-buffering': 'no',
        });
        opened = true;
      }
      if (!gone()) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    get opened() {
      return opened;
    },
    get closed() {
      return opened && gone();
    },
    left: leaving.signal,
    end() {
      if (opened && !gone()) raw.end();
    },
  };
}
