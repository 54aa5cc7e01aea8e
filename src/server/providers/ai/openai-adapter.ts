import OpenAI, { toFile } from 'openai';
import { AiError, type AiProvider, type ChatRequest } from './port';

export interface OpenAiOptions {
  apiKey: string;
  baseUrl?: string;
  model: string;
  speechModel: string;
  transcriptionModel: string;
  imageModel: string;
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
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // One try: a feature falls back at once instead of keeping a person waiting through retries.
    maxRetries: 0,
  });
  const params = (request: ChatRequest) => ({
    model: request.model ?? options.model,
    messages: request.messages,
    temperature: request.temperature,
    max_tokens: request.maxTokens,
  });

  return {
    async chat(request) {
      try {
        const completion = await client.chat.completions.create(params(request));
        const text = completion.choices[0]?.message?.content?.trim();
        if (!text) throw new AiError('unavailable', 'The AI provider returned no text');
        return text;
      } catch (error) {
        throw toAiError(error);
      }
    },

    async *chatStream(request) {
      try {
        const stream = await client.chat.completions.create({ ...params(request), stream: true });
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) yield delta;
        }
      } catch (error) {
        throw toAiError(error);
      }
    },

    async speech(text, speechOptions) {
      try {
        const response = await client.audio.speech.create({
          model: options.speechModel,
          voice: speechOptions?.voice ?? 'alloy',
          input: text,
          response_format: 'mp3',
        });
        // Compatible servers may answer in another format than the mp3 asked for: pass on what came.
        const contentType = response.headers.get('content-type')?.split(';')[0] || 'audio/mpeg';
        return { audio: Buffer.from(await response.arrayBuffer()), contentType };
      } catch (error) {
        throw toAiError(error);
      }
    },

    async transcribe(audio, filename, language) {
      try {
        const result = await client.audio.transcriptions.create({
          model: options.transcriptionModel,
          file: await toFile(audio, filename),
          ...(language ? { language } : {}),
        });
        return result.text;
      } catch (error) {
        throw toAiError(error);
      }
    },

    async image(prompt) {
      try {
        const result = await client.images.generate({
          model: options.imageModel,
          prompt,
          n: 1,
          size: '1024x1024',
        });
        const first = result.data?.[0];
        return { url: first?.url ?? undefined, b64: first?.b64_json ?? undefined };
      } catch (error) {
        throw toAiError(error);
      }
    },

    async ping() {
      try {
        await client.models.list();
      } catch (error) {
        throw toAiError(error);
      }
    },
  };
}
