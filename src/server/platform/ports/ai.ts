/**
 * The AI port (decision 008): what every AI feature may ask of a provider. The real adapter speaks the OpenAI
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
  /** Aborted when nobody waits for the answer any more (the person left): the provider call stops. */
  signal?: AbortSignal;
}

export interface AiProvider {
  chat(request: ChatRequest): Promise<string>;
  chatStream(request: ChatRequest): AsyncIterable<string>;
  speech(text: string, options?: { voice?: string }): Promise<{ audio: Buffer; contentType: string }>;
  transcribe(audio: Buffer, filename: string, language?: string): Promise<string>;
  image(prompt: string): Promise<{ url?: string; b64?: string }>;
  /** A cheap call that proves the provider answers with these credentials (and offers `model`). */
  ping(model?: string): Promise<void>;
  /**
   * The provider's moderation check of a text (OpenAI's moderation endpoint): whether it is flagged and
   * under which categories. A provider without one fails with an AiError; features that need it (the
   * children's school) then answer from their curated content.
   */
  moderate(text: string): Promise<Moderation>;
}

export interface Moderation {
  flagged: boolean;
  categories: string[];
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

/** The AI one person's request goes to, and the chat settings to use with it. */
export interface AiAccess {
  /** null: no key anywhere; the feature answers from its curated content (decision 008). */
  provider: AiProvider | null;
  source: 'user' | 'system' | 'offline';
  chatDefaults: Required<Pick<ChatRequest, 'model' | 'temperature' | 'maxTokens'>>;
}
