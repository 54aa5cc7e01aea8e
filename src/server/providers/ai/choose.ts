import type { Config } from '../../config';
import { openAiProvider, type OpenAiOptions } from './openai-adapter';
import type { AiProvider } from '../../platform/ports/ai';

/** OpenAI's own API: where a person's own OpenAI key belongs, whatever the operator configured. */
export const OPENAI_API_URL = 'https://api.openai.com/v1';

/**
 * The AI providers of one running app, chosen once at start (decision 011). Features never read
 * the AI configuration: they ask `settings/public.ts` (aiAccess) which of these a person's request uses.
 */
export interface AiProviders {
  /** The operator's provider: OPENAI_API_KEY at AI_BASE_URL (or OpenAI); null when no key is set. */
  system: AiProvider | null;
  /** Where the operator's provider is (host and port, never a key or a path), for the start log. */
  systemHost?: string;
  /**
   * The model for a system-provider request: AI_MODEL when AI_BASE_URL points at the operator's
   * own server (which offers only its own models), else the person's chosen model, else AI_MODEL.
   */
  systemModel(chosen: string | null): string;
  /**
   * A provider for a person's own OpenAI key. It always talks to OpenAI itself, never to AI_BASE_URL:
   * an operator's gateway must not receive people's personal keys (decision 010).
   */
  personal(apiKey: string, model: string): AiProvider;
}

export interface AiProvidersOptions {
  /** Where personal keys go; tests point it at a second fake server standing for OpenAI. */
  openAiUrl?: string;
  /** The adapter; tests may wrap it. */
  adapter?: (options: OpenAiOptions) => AiProvider;
}

export function aiProviders(config: Config, options: AiProvidersOptions = {}): AiProviders {
  const adapter = options.adapter ?? openAiProvider;
  const adapterOptions = (apiKey: string, model: string, baseUrl: string | undefined): OpenAiOptions => ({
    apiKey,
    baseUrl,
    model,
    speechModel: config.ai.speechModel,
    transcriptionModel: config.ai.transcriptionModel,
    imageModel: config.ai.imageModel,
    moderationModel: config.ai.moderationModel,
  });
  const { apiKey, baseUrl, model } = config.ai;
  return {
    // Explicit URL even for OpenAI: the SDK would otherwise read OPENAI_BASE_URL from the environment.
    system: apiKey ? adapter(adapterOptions(apiKey, model, baseUrl ?? OPENAI_API_URL)) : null,
    systemHost: apiKey ? new URL(baseUrl ?? OPENAI_API_URL).host : undefined,
    systemModel: (chosen) => (baseUrl || !chosen ? model : chosen),
    personal: (key, personalModel) =>
      adapter(adapterOptions(key, personalModel, options.openAiUrl ?? OPENAI_API_URL)),
  };
}
