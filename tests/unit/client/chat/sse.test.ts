import { describe, expect, it } from 'vitest';
import { createSseParser, readServerSentEvents, type SseEvent } from '@/client/features/chat/lib/sse';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

/** A response body that delivers `chunks` (bytes) one read at a time. */
function body(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('the server-sent events parser of the chat', () => {
  it("reads the chat server's events: name and JSON data, one per blank line", () => {
    const stream =
      'event: sources\ndata: {"sources":[]}\n\n' +
      'event: delta\ndata: {"index":0,"text":"Fasting is prescribed.","marks":[]}\n\n';
    expect(parse([stream])).toEqual([
      { event: 'sources', data: '{"sources":[]}' },
      { event: 'delta', data: '{"index":0,"text":"Fasting is prescribed.","marks":[]}' },
    ]);
  });

  it('completes an event split anywhere across chunks, a CRLF split between two chunks included', () => {
    const whole = 'event: delta\r\ndata: {"index":1}\r\n\r\nevent: done\r\ndata: {}\r\n\r\n';
    const expected = [
      { event: 'delta', data: '{"index":1}' },
      { event: 'done', data: '{}' },
    ];
    for (let cut = 1; cut < whole.length; cut += 1) {
      expect(parse([whole.slice(0, cut), whole.slice(cut)]), `cut at ${cut}`).toEqual(expected);
    }
    expect(parse(whole.split(''))).toEqual(expected);
  });

  it('joins several data lines with a newline, drops one leading space only, skips comments', () => {
    expect(parse([': keep-alive\n\ndata:  two spaces\ndata:none\n\n'])).toEqual([
      { event: 'message', data: ' two spaces\nnone' },
    ]);
  });

  it('reads lines ended by a lone CR, and dispatches nothing for an event without data', () => {
    expect(parse(['event: ping\r\r', 'event: error\rdata: {"message":"x"}\r\r'])).toEqual([
      { event: 'error', data: '{"message":"x"}' },
    ]);
  });

  it('drops an event the stream ended before its blank line', () => {
    expect(parse(['event: done\ndata: {"messageId":1}\n\nevent: delta\ndata: {"index":'])).toEqual([
      { event: 'done', data: '{"messageId":1}' },
    ]);
    expect(parse(['event: done\ndata: {}\n'])).toEqual([]);
  });

  it('reads a response body as it arrives, an Arabic letter split between two reads included', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"الصوم"}\n\n');
    const arabicAt = bytes.indexOf(0xd8) + 1; // inside the first two-byte letter
    const events: SseEvent[] = [];
    for await (const event of readServerSentEvents(body([bytes.slice(0, arabicAt), bytes.slice(arabicAt)]))) {
      events.push(event);
    }
    expect(events).toEqual([{ event: 'delta', data: '{"text":"الصوم"}' }]);
  });
});
