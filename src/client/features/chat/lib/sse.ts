/**
 * A reader of server-sent events (text/event-stream) over a fetch response's body. The chat's answer
 * is a POST, which EventSource cannot send, so the page reads the stream itself.
 *
 * Follows the format's rules that the chat's server uses and those a proxy may add: lines end with
 * LF, CRLF or CR (also split across chunks); `event:` names the event (`message` when absent); each
 * `data:` line adds a line to the data; one space after the colon is dropped; a line starting with a
 * colon is a comment; a blank line dispatches; an event without data is not dispatched; an event cut
 * off by the end of the stream is dropped.
 */
export type SseEvent = { event: string; data: string };

export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length > 0) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  return {
    /** Takes the next piece of decoded text; calls `onEvent` for each event it completes. */
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        if (end === -1) return;
        // A CR at the very end may be the first half of a CRLF that the next chunk completes.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const width = buffer.startsWith('\r\n', end) ? 2 : 1;
        readLine(buffer.slice(0, end));
        buffer = buffer.slice(end + width);
      }
    },
    /** The stream ended: a last line ended by a lone CR is read; an unfinished event is dropped. */
    end() {
      if (buffer.endsWith('\r')) readLine(buffer.slice(0, -1));
      buffer = '';
      eventName = '';
      dataLines = [];
    },
  };
}

/** Every event of a response body, in order, as the bytes arrive (UTF-8 split across chunks included). */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: SseEvent[] = [];
  const parser = createSseParser((event) => ready.push(event));
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        parser.push(decoder.decode());
        parser.end();
      } else {
        parser.push(decoder.decode(value, { stream: true }));
      }
      while (ready.length > 0) yield ready.shift()!;
      if (done) {
        finished = true;
        return;
      }
    }
  } finally {
    // The reader stopped early (the person left the page): the request is let go.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
