import {
  chatDeltaEvent,
  chatDoneEvent,
  chatErrorEvent,
  chatSourcesEvent,
  type ChatDeltaEvent,
  type ChatDoneEvent,
  type ChatErrorEvent,
  type ChatMessageRequest,
  type Passage,
} from '@/contracts/chat';
import { ApiError } from '@/client/lib/api';
import { readServerSentEvents } from '../lib/sse';

export type ChatStreamHandlers = {
  onSources: (sources: Passage[]) => void;
  onDelta: (delta: ChatDeltaEvent) => void;
  onDone: (done: ChatDoneEvent) => void;
  onError: (error: ChatErrorEvent) => void;
};

/** The answer's stream ended before its `done` or `error` event (the connection was cut). */
export class ChatStreamInterrupted extends Error {
  override readonly name = 'ChatStreamInterrupted';
}

/**
 * POST /api/chat/messages: the question, answered as server-sent events read as they arrive (fetch
 * and a stream reader: EventSource cannot POST). A refusal before the stream (401, 402, 404, 429) is
 * thrown as an `ApiError` with the server's message; once the stream has begun, every event goes to
 * its handler, and a stream that ends without `done` or `error` throws `ChatStreamInterrupted`.
 */
export async function askChat(
  input: ChatMessageRequest,
  handlers: ChatStreamHandlers,
  signal?: AbortSignal,
): Promise<void> {
  const res = await fetch('/api/chat/messages', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok || !res.body) {
    const bodyText = (await res.text().catch(() => '')).trim();
    throw new ApiError(res.status, res.statusText, bodyText);
  }
  for await (const { event, data } of readServerSentEvents(res.body)) {
    const payload: unknown = JSON.parse(data);
    if (event === 'sources') handlers.onSources(chatSourcesEvent.parse(payload).sources);
    else if (event === 'delta') handlers.onDelta(chatDeltaEvent.parse(payload));
    else if (event === 'done') return handlers.onDone(chatDoneEvent.parse(payload));
    else if (event === 'error') return handlers.onError(chatErrorEvent.parse(payload));
  }
  throw new ChatStreamInterrupted('The answer was cut off');
}
