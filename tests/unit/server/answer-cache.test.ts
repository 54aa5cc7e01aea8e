// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCache } from '@/server/platform/answer-cache';

/** A month-sized answer (about 4 KB of JSON) for person `id`. */
const answerOf = (id: number) => ({
  id,
  days: Array.from({ length: 31 }, (_, day) => ({
    date: `2026-12-${String(day + 1).padStart(2, '0')}`,
    prayers: {
      fajr: (id + day) % 2 === 0,
      dhuhr: true,
      asr: (id * day) % 3 === 0,
      maghrib: true,
      isha: false,
    },
    totalPoints: id * day,
    streak: day > id % 31,
  })),
});

const MAX_BYTES = 64 * 1024;
const cache = answerCache({ clock: { now: () => new Date('2026-11-21T10:00:00Z') }, maxBytes: MAX_BYTES });
const app = Fastify();
let reads = 0;
app.get<{ Params: { id: string }; Querystring: { month?: string } }>(
  '/people/:id',
  async (request, reply) => {
    const id = Number(request.params.id);
    return cache.send(
      request,
      reply,
      `answer:${id}`,
      request.query.month ?? '',
      async () => 1,
      async () => {
        reads += 1;
        return { value: answerOf(id), version: 1, validUntil: Infinity };
      },
    );
  },
);
beforeAll(() => app.ready());
afterAll(() => app.close());

describe('answerCache', () => {
  it('keeps no more than its bound, its compressed copies and what each entry holds besides', async () => {
    const body = JSON.stringify(answerOf(0));
    expect(body.length).toBeGreaterThan(2048);
    for (let id = 0; id < 200; id++) {
      const response = await app.inject({ url: `/people/${id}`, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(answerOf(id));
    }
    const { entries, bytes } = cache.kept();
    expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
    // Each kept entry counts its text and its brotli copy: fewer than the text alone would allow.
    expect(entries).toBeLessThan(Math.floor(MAX_BYTES / body.length));
    expect(entries).toBeGreaterThan(0);
  });

  it('reads again an answer that was let go, and not one that is kept', async () => {
    const before = reads;
    await app.inject({ url: '/people/199' });
    expect(reads).toBe(before);
    await app.inject({ url: '/people/0' });
    expect(reads).toBe(before + 1);
  });

  it("keeps one variant of a person's answer at a time: asking for many months fills nothing", async () => {
    const start = reads;
    await app.inject({ url: '/people/5000?month=2026-1' });
    const withOne = cache.kept().entries;
    for (let month = 2; month <= 12; month++) await app.inject({ url: `/people/5000?month=2026-${month}` });
    expect(reads - start).toBe(12);
    expect(cache.kept().entries).toBe(withOne);
    await app.inject({ url: '/people/5000?month=2026-12' });
    expect(reads - start).toBe(12);
    await app.inject({ url: '/people/5000?month=2026-11' });
    expect(reads - start).toBe(13);
  });
});
