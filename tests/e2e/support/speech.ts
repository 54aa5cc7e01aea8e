/**
 * Browser speech for end-to-end tests, installed with context.addInitScript: a speech synthesis that
 * finishes at once, and a scripted SpeechRecognition that says the given phrases one per start().
 */
export type Spoken = { text: string; lang: string; volume: number };
export type RecognitionProbe = {
  starts: number;
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
};

/** Speech synthesis that finishes at once and remembers what it was asked to say. */
export function stubSpeechSynthesis() {
  const spoken: Spoken[] = [];
  (window as unknown as { __spoken: Spoken[] }).__spoken = spoken;
  const synthesis = {
    speaking: false,
    pending: false,
    paused: false,
    onvoiceschanged: null,
    getVoices: () => [],
    speak(utterance: SpeechSynthesisUtterance) {
      spoken.push({ text: utterance.text, lang: utterance.lang, volume: utterance.volume });
      setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 0);
    },
    cancel() {},
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => true,
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
}

/**
 * A scripted SpeechRecognition: each start() says the next phrase as one final result after a
 * moment, like a person answering; stop() and abort() end it as a browser does.
 */
export function installScriptedRecognition(phrases: string[]) {
  const probe: RecognitionProbe = {
    starts: 0,
    lang: '',
    continuous: false,
    interimResults: true,
    maxAlternatives: 0,
  };
  (window as unknown as { __recognition: RecognitionProbe }).__recognition = probe;
  type Handler = ((event: unknown) => void) | null;
  class ScriptedRecognition {
    lang = '';
    continuous = false;
    interimResults = true;
    maxAlternatives = 0;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: Handler = null;
    private running = false;
    start() {
      if (this.running) throw new DOMException('recognition has already started', 'InvalidStateError');
      this.running = true;
      Object.assign(probe, {
        starts: probe.starts + 1,
        lang: this.lang,
        continuous: this.continuous,
        interimResults: this.interimResults,
        maxAlternatives: this.maxAlternatives,
      });
      const phrase = phrases.shift();
      if (phrase === undefined) return;
      setTimeout(() => {
        if (!this.running) return;
        const result = Object.assign([{ transcript: phrase, confidence: 0.93 }], { isFinal: true });
        this.onresult?.({ resultIndex: 0, results: [result] });
      }, 400);
    }
    stop() {
      if (!this.running) return;
      this.running = false;
      setTimeout(() => this.onend?.(new Event('end')), 0);
    }
    abort() {
      if (!this.running) return;
      this.running = false;
      setTimeout(() => {
        this.onerror?.({ error: 'aborted' });
        this.onend?.(new Event('end'));
      }, 0);
    }
  }
  Object.assign(window, {
    SpeechRecognition: ScriptedRecognition,
    webkitSpeechRecognition: ScriptedRecognition,
  });
}
