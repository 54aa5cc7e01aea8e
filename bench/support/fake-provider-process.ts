/**
 * The fake OpenAI-compatible provider in a process of its own, so that a benchmark's server does not
 * share its event loop with the provider it calls. Prints its base URL, then serves until killed.
 */
import { startFakeOpenAi } from '../../tests/support/fake-openai';

const delayMs = Number(process.env.FAKE_PROVIDER_DELAY_MS ?? 200);
const fake = await startFakeOpenAi();
fake.defaultChat = () => ({
  text: 'You are at the opening takbir. Raise your hands and say Allahu Akbar.',
  delayMs,
});
// A recitation's transcript, when a benchmark gives one (bench/quran-pronunciation.ts).
const transcript = process.env.FAKE_PROVIDER_TRANSCRIPT;
if (transcript) fake.defaultTranscription = () => ({ text: transcript, delayMs });
console.log(fake.baseUrl);
