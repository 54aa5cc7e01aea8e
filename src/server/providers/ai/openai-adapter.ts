import OpenAI, { toFile } from 'openai';
import { AiError, type AiProvider, type ChatRequest } from '../../platform/ports/ai';

export interface OpenAiOptions {
  apiKey: string;
  baseUrl?: string;
  model: string;
  speechModel: string;
  transcriptionModel: string;
  imageModel: string;
  moderationModel: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;

function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new AiError('timeout', 'The AI provider did not answer in time');
  if (error instanceof OpenAI.APIConnectionError)
    return new AiError('unavailable', 'The AI provider could not be reached');
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return new AiError('auth', 'The AI provider refused the API key');
  }
  if (error instanceof OpenAI.RateLimitError)
    return new AiError('rate_limited', 'The AI provider is rate-limiting requests');
  if (error instanceof OpenAI.APIError && error.status !== undefined && error.status < 500) {
    return new AiError('rejected', `The AI provider rejected the request (${error.status})`);
  }
  return new AiError('unavailable', 'The AI provider failed');
}

/** The AI port over the official `openai` SDK: OpenAI itself or any OpenAI-compatible server. */
export function openAiProvider(options: OpenAiOptions): AiProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    timeout: timeoutMs,
    // One try: a feature falls back at once instead of keeping a person waiting through retries.
    maxRetries: 0,
  });

  /**
   * The SDK's own timeout ends when the response headers arrive; a server that then stalls while
   * sending the body would keep a person waiting for ever. This deadline covers the whole call,
   * body included: one signal, aborted after `timeoutMs`.
   */
  async function withDeadline<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await call(signal);
    } catch (error) {
      if (signal.aborted) throw new AiError('timeout', 'The AI provider did not answer in time');
      throw toAiError(error);
    }
  }

  const params = (request: ChatRequest) => ({
    model: request.model ?? options.model,
    messages: request.messages,
    temperature: request.temperature,
    max_tokens: request.maxTokens,
  });

  return {
    async chat(request) {
      const completion = await withDeadline((signal) =>
        client.chat.completions.create(params(request), { signal }),
      );
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new AiError('unavailable', 'The AI provider returned no text');
      return text;
    },

    /** A long answer may stream for longer than `timeoutMs`: the limit is on silence between pieces. */
    async *chatStream(request) {
      const silence = new AbortController();
      let timer = setTimeout(() => silence.abort(), timeoutMs);
      const signal = request.signal ? AbortSignal.any([silence.signal, request.signal]) : silence.signal;
      const left = () => request.signal?.aborted === true;
      try {
        const stream = await client.chat.completions.create({ ...params(request), stream: true }, { signal });
        for await (const chunk of stream) {
          clearTimeout(timer);
          timer = setTimeout(() => silence.abort(), timeoutMs);
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) yield delta;
        }
        // The SDK ends an aborted stream quietly, as if the answer were complete.
        if (left()) throw new AiError('unavailable', 'Nobody waits for the answer any more');
        if (silence.signal.aborted) throw new AiError('timeout', 'The AI provider stopped answering');
      } catch (error) {
        if (left()) throw new AiError('unavailable', 'Nobody waits for the answer any more');
        if (silence.signal.aborted) throw new AiError('timeout', 'The AI provider stopped answering');
        throw toAiError(error);
      } finally {
        clearTimeout(timer);
      }
    },

    async speech(text, speechOptions) {
      return withDeadline(async (signal) => {
        const response = await client.audio.speech.create(
          {
            model: options.speechModel,
            voice: speechOptions?.voice ?? 'alloy',
            input: text,
            response_format: 'mp3',
          },
          { signal },
        );
        // Compatible servers may answer in another format than the mp3 asked for: pass on what came.
        const contentType = response.headers.get('content-type')?.split(';')[0] || 'audio/mpeg';
        return { audio: Buffer.from(await response.arrayBuffer()), contentType };
      });
    },

    async transcribe(audio, filename, language) {
      const file = await toFile(audio, filename);
      const result = await withDeadline((signal) =>
        client.audio.transcriptions.create(
          { model: options.transcriptionModel, file, ...(language ? { language } : {}) },
          { signal },
        ),
      );
      return result.text;
    },

    async image(prompt) {
      const result = await withDeadline((signal) =>
        client.images.generate({ model: options.imageModel, prompt, n: 1, size: '1024x1024' }, { signal }),
      );
      const first = result.data?.[0];
      return { url: first?.url ?? undefined, b64: first?.b64_json ?? undefined };
    },

    async moderate(text) {
      const result = await withDeadline((signal) =>
        client.moderations.create({ model: options.moderationModel, input: text }, { signal }),
      );
      const first = result.results[0];
      if (!first) throw new AiError('unavailable', 'The AI provider returned no moderation result');
      const categories = Object.entries(first.categories)
        .filter(([, flagged]) => flagged === true)
        .map(([name]) => name);
      return { flagged: first.flagged, categories };
    },

    /** Whether the provider answers with this key and, when a model is named, offers that model. */
    async ping(model) {
      await withDeadline(async (signal) => {
        if (model) await client.models.retrieve(model, { signal });
        else await client.models.list({ signal });
      });
    },
  };
}
