import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiProvider } from '@/server/providers/ai/openai-adapter';
import { AiError } from '@/server/platform/ports/ai';
import { SPEECH_BYTES, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const provider = (apiKey = 'sk-valid', timeoutMs = 2000) =>
  openAiProvider({
    apiKey,
    baseUrl: fake.baseUrl,
    model: 'gpt-4.1',
    speechModel: 'tts-test',
    transcriptionModel: 'stt-test',
    imageModel: 'img-test',
    moderationModel: 'mod-test',
    timeoutMs,
  });

describe('the AI adapter over the official SDK, against a fake OpenAI server', () => {
  it('answers a chat with the configured model, temperature and token limit', async () => {
    fake.chatQueue.push({ text: 'Raise your hands and say Allahu Akbar.' });
    const text = await provider().chat({
      messages: [{ role: 'user', content: 'How do I start?' }],
      temperature: 0.3,
      maxTokens: 512,
    });
    expect(text).toBe('Raise your hands and say Allahu Akbar.');
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-valid');
    expect(sent.body).toMatchObject({ model: 'gpt-4.1', temperature: 0.3, max_tokens: 512 });
  });

  it("asks the moderation endpoint with the configured model and reports what it flagged", async () => {
    expect(await provider().moderate('I like learning about the prophets')).toEqual({
      flagged: false,
      categories: [],
    });
    expect(await provider().moderate('you are FLAGGED-WORDS')).toEqual({
      flagged: true,
      categories: ['harassment'],
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/v1/moderations');
    expect(sent.body).toMatchObject({ model: 'mod-test', input: 'you are FLAGGED-WORDS' });
  });

  it('streams a chat answer piece by piece', async () => {
    fake.chatQueue.push({ text: 'Bow with a straight back.' });
    const pieces: string[] = [];
    for await (const piece of provider().chatStream({ messages: [{ role: 'user', content: 'Ruku?' }] }))
      pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Bow with a straight back.');
  });

  it('turns provider errors into typed errors', async () => {
    fake.chatQueue.push({ status: 500, message: 'boom' });
    await expect(provider().chat({ messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    fake.chatQueue.push({ status: 429 });
    await expect(provider().chat({ messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({
      kind: 'rate_limited',
    });
    await expect(
      provider('sk-wrong').chat({ messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toMatchObject({ kind: 'auth' });
  });

  it('gives up after its timeout with a timeout error', async () => {
    fake.chatQueue.push({ text: 'too late', delayMs: 1500 });
    const error = await provider('sk-valid', 300)
      .chat({ messages: [{ role: 'user', content: 'x' }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).kind).toBe('timeout');
  });

  it('gives up on a server that sends the headers and then stalls, in a plain and in a streamed answer', async () => {
    fake.chatQueue.push({ text: 'This answer never finishes arriving.', stallMs: 1500 });
    await expect(
      provider('sk-valid', 300).chat({ messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toMatchObject({ kind: 'timeout' });

    fake.chatQueue.push({ text: 'This answer stops after its first word.', stallMs: 1500 });
    const pieces: string[] = [];
    const streamed = (async () => {
      for await (const piece of provider('sk-valid', 300).chatStream({
        messages: [{ role: 'user', content: 'x' }],
      }))
        pieces.push(piece);
    })();
    await expect(streamed).rejects.toMatchObject({ kind: 'timeout' });
    expect(pieces).toEqual(['This ']);
  });

  it('tests a connection with the chosen model: an unknown model is refused', async () => {
    await expect(provider().ping('gpt-4o-mini')).resolves.toBeUndefined();
    expect(fake.requests.at(-1)!.path).toBe('/v1/models/gpt-4o-mini');
    await expect(provider().ping('no-such-model')).rejects.toMatchObject({ kind: 'rejected' });
    await expect(provider('sk-wrong').ping('gpt-4.1')).rejects.toMatchObject({ kind: 'auth' });
  });

  it('reports an unreachable server as unavailable', async () => {
    const down = openAiProvider({
      apiKey: 'sk-valid',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      speechModel: 's',
      transcriptionModel: 't',
      imageModel: 'i',
      moderationModel: 'm',
      timeoutMs: 2000,
    });
    await expect(down.chat({ messages: [{ role: 'user', content: 'x' }] })).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('speaks, transcribes and draws through the same provider', async () => {
    const speech = await provider().speech('Allahu Akbar');
    expect(speech.contentType).toBe('audio/wav');
    expect(speech.audio.equals(SPEECH_BYTES)).toBe(true);
    expect(fake.requests.at(-1)!.body).toMatchObject({ model: 'tts-test', input: 'Allahu Akbar' });
    expect(await provider().transcribe(Buffer.from('RIFF....'), 'recitation.wav', 'ar')).toBe('bismillah');
    expect(fake.requests.at(-1)!.contentType).toMatch(/multipart\/form-data/);
    expect(await provider().image('a mosque at dawn')).toEqual({ b64: 'aW1hZ2U=', url: undefined });
    await expect(provider().ping()).resolves.toBeUndefined();
  });
});
