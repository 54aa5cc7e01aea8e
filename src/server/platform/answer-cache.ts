import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';

/** The encodings API answers go out in, in the server's order of preference (app.ts registers them). */
export const RESPONSE_ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof RESPONSE_ENCODINGS)[number];
/** Smaller JSON answers go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Brotli's quality for answers compressed as they go out. Measured on this machine (a month's 4 KB
 * JSON, a 28 KB page): quality 1 takes 15 µs and 96 µs for 497 B and 10.0 KB; the plugin's default,
 * 4, takes 27 µs and 326 µs for 329 B and 9.0 KB. Both fit the same packets; the CPU is per request.
 */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, BROTLI_OPTIONS),
  gzip: (body) => zlib.gzipSync(body),
};

/**
 * An answer as a feature reads it: the value, the version of the person's data it was read at (one
 * number that every change to that data moves, read in the same snapshot as the data), and the
 * instant until which the same data gives the same answer (the end of the person's day, say).
 */
export interface VersionedAnswer<T> {
  value: T;
  version: number;
  validUntil: number;
}

interface Entry {
  version: number;
  validUntil: number;
  /** The answer as the route's serializer writes it. */
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * Answers of a person's reads kept by one instance, each reused only while the person's data is at
 * the version it was read at (decision 028). A hit costs the caller's version read, one primary-key
 * row, instead of the read itself, the answer's building, serialising and compressing. The version
 * is asked of the database on every hit, so a change made through any instance (or by hand) is seen
 * by the next read everywhere, with no message between instances.
 */
export function answerCache(options: { clock: Clock; maxBytes: number }) {
  // How much answer text it keeps, compressed copies included (least recently used go first); 0: none.
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(options.maxBytes, 1),
    // The compressed copies come later and are a fraction of the text: a third is kept for them.
    sizeCalculation: (entry) => Math.ceil(entry.body.length * 1.34) + 64,
  });

  return {
    /**
     * Sends the answer kept under `key` when it was read at the person's `currentVersion` and is still
     * valid; otherwise reads it with `read`, keeps it and sends it. `key` must name the person and
     * everything else the answer depends on (the route, its query).
     */
    async send<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      currentVersion: () => Promise<number>,
      read: () => Promise<VersionedAnswer<T>>,
    ): Promise<FastifyReply> {
      let entry = entries.get(key);
      if (
        !entry ||
        entry.validUntil <= options.clock.now().getTime() ||
        entry.version !== (await currentVersion())
      ) {
        const answer = await read();
        entry = {
          version: answer.version,
          validUntil: answer.validUntil,
          // The route's response serializer (fast-json-stringify of its contract) writes a string.
          body: Buffer.from(reply.serialize(answer.value) as string),
          encoded: {},
        };
        if (options.maxBytes > 0) entries.set(key, entry);
      }
      return sendEntry(request, reply, entry);
    },
  };
}

/** The body as it is or compressed as the client accepts (as @fastify/compress does, which skips it). */
function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = entry.body.length >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(request) : undefined;
  if (!encoding) return reply.send(entry.body);
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding'))
    reply.header('vary', `${String(vary)}, accept-encoding`);
  reply.header('content-encoding', encoding);
  return reply.send((entry.encoded[encoding] ??= compressors[encoding](entry.body)));
}

/** The client's choice among RESPONSE_ENCODINGS as @fastify/compress reads it ('*' and x-gzip are gzip). */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...RESPONSE_ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}
