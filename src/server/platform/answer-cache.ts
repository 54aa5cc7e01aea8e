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
  /** What else the answer was asked with (a query): another is a miss that replaces it. */
  variant: string;
  version: number;
  /** The clock's time when it was read: a clock set back before it makes it a miss. */
  readAt: number;
  validUntil: number;
  /** The answer as the route's serializer writes it. */
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** What an entry holds on to: its buffers (each exactly its size, see `own`), its key and the rest. */
const ENTRY_OVERHEAD_BYTES = 256;
const sizeOf = (entry: Entry, key: string) =>
  entry.body.length +
  (entry.encoded.br?.length ?? 0) +
  (entry.encoded.gzip?.length ?? 0) +
  2 * key.length +
  ENTRY_OVERHEAD_BYTES;

/**
 * A copy in memory of exactly its size. Small buffers from Buffer.from or zlib are views of larger
 * shared blocks (8 KB, 16 KB): kept as they are, each would hold its whole block, and the memory
 * bound would count a fraction of what is held.
 */
function own(buffer: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}

/**
 * Answers of a person's reads kept by one instance, each reused only while the person's data is at
 * the version it was read at (decision 028). A hit costs the caller's version read, one primary-key
 * row, instead of the read itself, the answer's building, serialising and compressing. The version
 * is asked of the database on every hit, so a change made through any instance (or by hand) is seen
 * by the next read everywhere, with no message between instances. Each person has one entry per
 * route (`key`), for one `variant` of its query at a time, so nobody can fill it with many months.
 */
export function answerCache(options: { clock: Clock; maxBytes: number }) {
  // At most maxBytes of answers, compressed copies included (least recently used go first); 0: none.
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(options.maxBytes, 1),
    sizeCalculation: sizeOf,
  });

  /** The body as it is or compressed as the client accepts (as @fastify/compress does, which then skips it). */
  function sendEntry(request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry): FastifyReply {
    reply.type('application/json; charset=utf-8');
    const encoding = entry.body.length >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(request) : undefined;
    if (!encoding) return reply.send(entry.body);
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'accept-encoding');
    else if (!String(vary).toLowerCase().includes('accept-encoding'))
      reply.header('vary', `${String(vary)}, accept-encoding`);
    reply.header('content-encoding', encoding);
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = entry.encoded[encoding] = own(compressors[encoding](entry.body));
      // Counted again with its new copy (if it is still kept).
      if (entries.peek(key) === entry) entries.set(key, entry);
    }
    return reply.send(encoded);
  }

  return {
    /**
     * Sends the answer kept under `key` when it answered the same `variant`, was read at the person's
     * `currentVersion` and is still valid; otherwise reads it with `read`, keeps it and sends it.
     * `key` names the route and the person; `variant` everything else the answer depends on.
     */
    async send<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      variant: string,
      currentVersion: () => Promise<number>,
      read: () => Promise<VersionedAnswer<T>>,
    ): Promise<FastifyReply> {
      const now = options.clock.now().getTime();
      let entry = entries.get(key);
      if (
        !entry ||
        entry.variant !== variant ||
        now < entry.readAt ||
        now >= entry.validUntil ||
        entry.version !== (await currentVersion())
      ) {
        const answer = await read();
        entry = {
          variant,
          version: answer.version,
          readAt: now,
          validUntil: answer.validUntil,
          // The route's response serializer (fast-json-stringify of its contract) writes a string.
          body: own(Buffer.from(reply.serialize(answer.value) as string)),
          encoded: {},
        };
        if (options.maxBytes > 0) entries.set(key, entry);
      }
      return sendEntry(request, reply, key, entry);
    },

    /** What is kept now: entries, and bytes as the memory bound counts them. */
    kept: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}

/** The client's choice among RESPONSE_ENCODINGS as @fastify/compress reads it ('*' and x-gzip are gzip). */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...RESPONSE_ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}
