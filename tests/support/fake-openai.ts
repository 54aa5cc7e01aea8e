import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible server on 127.0.0.1, speaking the wire protocol the official SDK uses
 * (JSON and server-sent events), so the code under test is the production adapter. Each test scripts
 * the next answers and reads the requests it received.
 */
export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
  contentType: string | undefined;
  /** Fields of a multipart request (a transcription), file parts by their file name. */
  form?: Record<string, string>;
}

export type ChatScript =
  /**
   * stallMs: send the headers and half the body (a stream: its first `stallAt` words, default 1), then
   * go silent this long before the rest.
   */
  | { text: string; delayMs?: number; stallMs?: number; stallAt?: number }
  | { status: number; message?: string; delayMs?: number };

/** The models this fake offers (GET /models/{id} answers 404 for any other). */
export const FAKE_MODELS = ['gpt-4.1', 'gpt-4o', 'gpt-4.1-mini', 'gpt-4o-mini'];

export interface FakeOpenAi {
  baseUrl: string;
  requests: FakeRequest[];
  /** Answers for the coming chat calls, in order; when empty, `defaultChat` answers. */
  chatQueue: ChatScript[];
  defaultChat: (body: Record<string, unknown>) => ChatScript;
  /** Answers for the coming transcriptions, in order; when empty, `defaultTranscription` answers. */
  transcriptionQueue: ChatScript[];
  defaultTranscription: () => ChatScript;
  /** Whether the moderation endpoint flags a text (default: texts containing 'FLAGGED-WORDS'). */
  flagged: (input: string) => boolean;
  /** Resolves when a streamed answer's connection is closed by its client before the answer's end. */
  nextAbandonedStream(): Promise<void>;
  close(): Promise<void>;
}

/** A valid, playable WAV of 0.2 s of silence (8 kHz, 8-bit mono), so browsers can play the answer. */
function silentWav(seconds = 0.2, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}
const SPEECH_BYTES = silentWav();

/** The parts of a multipart body: text fields by name, files as `<file name> (<bytes> bytes)`. */
function formFields(raw: Buffer, contentType: string): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const fields: Record<string, string> = {};
  if (!boundary) return fields;
  const text = raw.toString('latin1');
  for (const part of text.split(`--${boundary[1] ?? boundary[2]}`)) {
    const [head, ...rest] = part.split('\r\n\r\n');
    const name = /name="([^"]+)"/.exec(head ?? '')?.[1];
    if (!name) continue;
    const value = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const filename = /filename="([^"]+)"/.exec(head ?? '')?.[1];
    fields[name] = filename
      ? `${filename} (${Buffer.byteLength(value, 'latin1')} bytes)`
      : Buffer.from(value, 'latin1').toString('utf8');
  }
  return fields;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'close'> = {
    requests: [],
    chatQueue: [],
    defaultChat: () => ({ text: 'Peace be upon you. Let us begin with the intention.' }),
    transcriptionQueue: [],
    defaultTranscription: () => ({ text: 'bismillah' }),
    flagged: (input) => input.includes('FLAGGED-WORDS'),
    nextAbandonedStream: () => new Promise<void>((resolve) => abandonWaiters.push(resolve)),
  };
  const abandonWaiters: (() => void)[] = [];

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const contentType = req.headers['content-type'];
    let body: Record<string, unknown> | null = null;
    if (contentType?.includes('application/json') && raw.length) body = JSON.parse(raw.toString('utf8'));
    const path = (req.url ?? '/').split('?')[0]!;
    fake.requests.push({
      method: req.method ?? 'GET',
      path,
      authorization: req.headers.authorization,
      body,
      contentType,
      ...(contentType?.startsWith('multipart/form-data') ? { form: formFields(raw, contentType) } : {}),
    });

    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (
      req.headers.authorization !== 'Bearer sk-valid' &&
      !req.headers.authorization?.startsWith('Bearer sk-user-')
    ) {
      return json(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    }

    if (path.endsWith('/models'))
      return json(200, { object: 'list', data: FAKE_MODELS.map((id) => ({ id, object: 'model' })) });
    const model = /\/models\/([^/]+)$/.exec(path)?.[1];
    if (model !== undefined) {
      return FAKE_MODELS.includes(decodeURIComponent(model))
        ? json(200, { id: decodeURIComponent(model), object: 'model', created: 0, owned_by: 'fake' })
        : json(404, { error: { message: `The model '${model}' does not exist`, code: 'model_not_found' } });
    }

    if (path.endsWith('/chat/completions')) {
      const script = fake.chatQueue.shift() ?? fake.defaultChat(body ?? {});
      if (script.delayMs) await new Promise((r) => setTimeout(r, script.delayMs));
      if ('status' in script) return json(script.status, { error: { message: script.message ?? 'failure' } });
      const stall = () => new Promise((r) => setTimeout(r, script.stallMs ?? 0));
      if (body?.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.on('close', () => {
          if (!res.writableFinished) abandonWaiters.splice(0).forEach((resolve) => resolve());
        });
        const words = script.text.split(/(?<= )/);
        for (const [i, word] of words.entries()) {
          if (i === (script.stallAt ?? 1) && script.stallMs) await stall();
          if (res.destroyed) return;
          res.write(
            `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { content: word }, finish_reason: null }] })}\n\n`,
          );
        }
        res.end('data: [DONE]\n\n');
        return;
      }
      const completion = JSON.stringify({
        id: 'c1',
        object: 'chat.completion',
        created: 0,
        model: body?.model,
        choices: [{ index: 0, message: { role: 'assistant', content: script.text }, finish_reason: 'stop' }],
      });
      if (!script.stallMs) return json(200, JSON.parse(completion));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(completion.slice(0, completion.length / 2));
      await stall();
      if (!res.destroyed) res.end(completion.slice(completion.length / 2));
      return;
    }

    if (path.endsWith('/audio/speech')) {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      return res.end(SPEECH_BYTES);
    }
    if (path.endsWith('/audio/transcriptions')) {
      const script = fake.transcriptionQueue.shift() ?? fake.defaultTranscription();
      if (script.delayMs) await new Promise((r) => setTimeout(r, script.delayMs));
      if ('status' in script) return json(script.status, { error: { message: script.message ?? 'failure' } });
      return json(200, { text: script.text });
    }
    if (path.endsWith('/moderations')) {
      const input = String(body?.input ?? '');
      const flagged = fake.flagged(input);
      return json(200, {
        id: 'modr-1',
        model: body?.model,
        results: [
          {
            flagged,
            categories: { harassment: flagged, violence: false, 'self-harm': false, sexual: false },
            category_scores: { harassment: flagged ? 0.9 : 0.01, violence: 0, 'self-harm': 0, sexual: 0 },
          },
        ],
      });
    }
    if (path.endsWith('/images/generations'))
      return json(200, { created: 0, data: [{ b64_json: 'aW1hZ2U=' }] });
    return json(404, { error: { message: `no route ${path}` } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

export { SPEECH_BYTES };
