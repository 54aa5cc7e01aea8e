import { describe, expect, it } from 'vitest';
import {
  isPlayableAudioUrl,
  stepSound,
  stepSpeech,
} from '@/client/features/prayer-learning/lib/audio-source';
import { browserVoiceTag, isArabicScript } from '@/client/lib/speech';
import { postureFromStepName, postureOfStep } from '@/client/features/prayer-learning/lib/posture';

describe('lesson audio', () => {
  it('uses an audio address only when it starts with /uploads/audio/ or http', () => {
    expect(isPlayableAudioUrl('/uploads/audio/fatiha.mp3')).toBe(true);
    expect(isPlayableAudioUrl('https://cdn.example/takbir.mp3')).toBe(true);
    expect(isPlayableAudioUrl('http://cdn.example/takbir.mp3')).toBe(true);
    expect(isPlayableAudioUrl('')).toBe(false);
    expect(isPlayableAudioUrl('/audio/takbir.mp3')).toBe(false);
    expect(isPlayableAudioUrl('data:audio/mpeg;base64,AAAA')).toBe(false);
    expect(stepSound({ audioUrl: '/uploads/audio/a.mp3' })).toEqual({
      kind: 'file',
      url: '/uploads/audio/a.mp3',
    });
    expect(stepSound({ audioUrl: '' })).toEqual({ kind: 'speech' });
  });

  it('speaks the Arabic text with an Arabic voice when the browser has one', () => {
    const step = { arabicText: 'اللَّهُ أَكْبَرُ', instruction: 'Raise both hands and say the takbir.' };
    expect(stepSpeech(step, { hasArabicVoice: true, lessonLanguage: 'en' })).toEqual({
      text: 'اللَّهُ أَكْبَرُ',
      lang: 'ar-SA',
      arabicVoice: true,
    });
  });

  it('otherwise speaks the instruction, in the lesson language', () => {
    const step = { arabicText: 'اللَّهُ أَكْبَرُ', instruction: 'Raise both hands and say the takbir.' };
    expect(stepSpeech(step, { hasArabicVoice: false, lessonLanguage: 'en' })).toEqual({
      text: 'Raise both hands and say the takbir.',
      lang: 'en-US',
      arabicVoice: false,
    });
    expect(
      stepSpeech(
        { arabicText: '', instruction: 'Levez les mains.' },
        { hasArabicVoice: true, lessonLanguage: 'fr' },
      ),
    ).toMatchObject({ text: 'Levez les mains.', lang: 'fr-FR' });
    expect(
      stepSpeech({ arabicText: '', instruction: ' ' }, { hasArabicVoice: true, lessonLanguage: 'en' }),
    ).toBeNull();
  });

  it('recognises text written in Arabic script', () => {
    expect(isArabicScript('الخطوة 2 من 25: تكبيرة الإحرام')).toBe(true);
    expect(isArabicScript('Step 2 of 25: Allahu akbar (اللَّهُ أَكْبَرُ)')).toBe(false);
    expect(isArabicScript('25')).toBe(false);
  });

  it('reads Arabic script with an Arabic voice, except in Urdu, and other text in the given voice', () => {
    expect(browserVoiceTag('اللَّهُ أَكْبَرُ', 'en-US')).toBe('ar-SA');
    expect(browserVoiceTag('اللہ سب سے بڑا ہے', 'ur-PK')).toBe('ur-PK');
    expect(browserVoiceTag('Raise your hands.', 'fr-FR')).toBe('fr-FR');
  });
});

describe('the body posture of a step', () => {
  it("follows the spec's name rule: ruku; sujud or prostration; sitting or tashahhud; else standing", () => {
    expect(postureFromStepName('ruku')).toBe('ruku');
    expect(postureFromStepName('sujud')).toBe('sujud');
    expect(postureFromStepName('Prostration')).toBe('sujud');
    expect(postureFromStepName('tashahhud')).toBe('sitting');
    expect(postureFromStepName('sitting')).toBe('sitting');
    expect(postureFromStepName('qiyam-fatiha')).toBe('standing');
    expect(postureFromStepName('standing')).toBe('standing');
    expect(postureFromStepName('takbir')).toBe('standing');
  });

  it("prefers the server's posture, which knows that jalsa is sitting and wudu is preparation", () => {
    expect(postureOfStep({ step: 'jalsa', posture: 'sitting' })).toBe('sitting');
    expect(postureOfStep({ step: 'wudu-face', posture: 'preparation' })).toBe('preparation');
    expect(postureOfStep({ step: 'qawma', posture: 'standing' })).toBe('standing');
    expect(postureOfStep({ step: 'sujud', posture: 'flying' })).toBe('sujud');
    expect(postureOfStep({ step: 'jalsa' })).toBe('standing');
  });
});
