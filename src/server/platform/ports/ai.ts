/**
 * The AI port (D12): what every AI feature may ask of a provider. The real adapter speaks the OpenAI
 * API through the official SDK (OpenAI or any compatible server); with no key anywhere there is no
 * provider and each feature answers from its curated content instead.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  model?: string;
  temperature?: number;
  maxTokens?: number;
}

export interface AiProvider {
  chat(request: ChatRequest): Promise<string>;
  chatStream(request: ChatRequest): AsyncIterable<string>;
  speech(text: string, options?: { voice?: string }): Promise<{ audio: Buffer; contentType: string }>;
  transcribe(audio: Buffer, filename: string, language?: string): Promise<string>;
  image(prompt: string): Promise<{ url?: string; b64?: string }>;
  /** A cheap call that proves the provider answers with these credentials (and offers `model`). */
  ping(model?: string): Promise<void>;
}

export type AiErrorKind = 'timeout' | 'unavailable' | 'auth' | 'rate_limited' | 'rejected';

/** A provider failure in words a feature can act on; each feature turns it into its fallback line. */
export class AiError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'AiError';
  }
}
