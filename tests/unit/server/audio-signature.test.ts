// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AUDIO_TYPES, audioContainerOf, audioMatchesType } from '@/server/features/quran/audio-signature';

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');
const ascii = (text: string) => Buffer.from(text, 'latin1');
/** `bytes` followed by some audio-like filler, as a real file goes on after its header. */
const file = (bytes: Buffer) => Buffer.concat([bytes, Buffer.alloc(64, 0x55)]);

/** The first bytes of each container as recorders and encoders write them. */
const SAMPLES = {
  // Chrome's MediaRecorder: EBML header, DocType 'webm'.
  webm: file(hex('1a45dfa3 9f 4286 81 01 42f7 81 01 42f2 81 04 42f3 81 08 4282 84 7765626d')),
  // Firefox's MediaRecorder (audio/ogg): an Ogg page.
  ogg: file(ascii('OggS\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00')),
  // Safari's MediaRecorder (audio/mp4): an ftyp box first.
  mp4: file(Buffer.concat([hex('00000020'), ascii('ftypiso5\x00\x00\x02\x00iso5iso6mp41')])),
  m4a: file(Buffer.concat([hex('0000001c'), ascii('ftypM4A \x00\x00\x00\x00M4A mp42isom')])),
  wav: file(Buffer.concat([ascii('RIFF'), hex('24080000'), ascii('WAVEfmt ')])),
  mp3Tagged: file(ascii('ID3\x04\x00\x00\x00\x00\x00\x23')),
  // An MPEG-1 Layer III frame header with no tag before it.
  mp3Frame: file(hex('fffb9064')),
} as const;

describe('the container a recording begins as', () => {
  it('knows WebM, Ogg, MP4, WAV and MP3 by their first bytes', () => {
    expect(audioContainerOf(SAMPLES.webm)).toBe('webm');
    expect(audioContainerOf(SAMPLES.ogg)).toBe('ogg');
    expect(audioContainerOf(SAMPLES.mp4)).toBe('mp4');
    expect(audioContainerOf(SAMPLES.m4a)).toBe('mp4');
    expect(audioContainerOf(SAMPLES.wav)).toBe('wav');
    expect(audioContainerOf(SAMPLES.mp3Tagged)).toBe('mp3');
    expect(audioContainerOf(SAMPLES.mp3Frame)).toBe('mp3');
  });

  it('knows nothing else: an image, text, another RIFF file, AAC without a container, too few bytes', () => {
    for (const bytes of [
      file(hex('89504e470d0a1a0a')), // PNG
      file(hex('ffd8ffe0')), // JPEG
      file(ascii('%PDF-1.7')),
      ascii('<html><body>not a recording</body></html>'),
      file(Buffer.concat([ascii('RIFF'), hex('24080000'), ascii('AVI LIST')])),
      file(hex('fff15080')), // AAC in ADTS: frame sync with layer 00, not MP3
      file(hex('ffea')), // frame sync with a reserved MPEG version
      hex('1a45df'),
      Buffer.alloc(0),
    ]) {
      expect(audioContainerOf(bytes), bytes.subarray(0, 8).toString('hex')).toBeNull();
    }
  });
});

describe('whether an upload is the audio type it claims', () => {
  it('every accepted type matches its own container', () => {
    const sampleOf = {
      webm: SAMPLES.webm,
      ogg: SAMPLES.ogg,
      mp4: SAMPLES.mp4,
      mp3: SAMPLES.mp3Frame,
      wav: SAMPLES.wav,
    };
    for (const [type, { container }] of Object.entries(AUDIO_TYPES)) {
      expect(audioMatchesType(sampleOf[container], type), type).toBe(true);
    }
  });

  it('a recording sent as another audio type, or as a type not accepted, does not match', () => {
    expect(audioMatchesType(SAMPLES.webm, 'audio/wav')).toBe(false);
    expect(audioMatchesType(SAMPLES.wav, 'audio/webm')).toBe(false);
    expect(audioMatchesType(SAMPLES.ogg, 'audio/mp4')).toBe(false);
    expect(audioMatchesType(SAMPLES.mp4, 'audio/mpeg')).toBe(false);
    expect(audioMatchesType(SAMPLES.mp3Frame, 'audio/ogg')).toBe(false);
    expect(audioMatchesType(file(hex('89504e470d0a1a0a')), 'audio/webm')).toBe(false);
    expect(audioMatchesType(SAMPLES.webm, 'image/png')).toBe(false);
    expect(audioMatchesType(ascii('fLaC\x00\x00\x00\x22'), 'audio/flac')).toBe(false);
  });
});
