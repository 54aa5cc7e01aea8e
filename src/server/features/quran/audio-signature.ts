/** The containers a recitation may come in (decision 017), each known by its first bytes. */
export type AudioContainer = 'webm' | 'ogg' | 'mp4' | 'mp3' | 'wav';

/**
 * The audio types the pronunciation upload accepts, with the container each names and the extension
 * the transcription provider is told. MediaRecorder gives webm (Chrome, Edge, Firefox), mp4 (Safari)
 * or ogg (older Firefox); a file may be any of these.
 */
export const AUDIO_TYPES: Readonly<Record<string, { container: AudioContainer; extension: string }>> = {
  'audio/webm': { container: 'webm', extension: 'webm' },
  'video/webm': { container: 'webm', extension: 'webm' },
  'audio/ogg': { container: 'ogg', extension: 'ogg' },
  'audio/mp4': { container: 'mp4', extension: 'm4a' },
  'video/mp4': { container: 'mp4', extension: 'm4a' },
  'audio/x-m4a': { container: 'mp4', extension: 'm4a' },
  'audio/mpeg': { container: 'mp3', extension: 'mp3' },
  'audio/mp3': { container: 'mp3', extension: 'mp3' },
  'audio/wav': { container: 'wav', extension: 'wav' },
  'audio/x-wav': { container: 'wav', extension: 'wav' },
  'audio/wave': { container: 'wav', extension: 'wav' },
};

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/**
 * The container the bytes begin with, or null when they begin like none of them: WebM/Matroska's EBML
 * header (1A 45 DF A3), Ogg's 'OggS', WAV's 'RIFF' size 'WAVE', an MP4 box 'ftyp' at offset 4, and MP3's
 * ID3 tag or MPEG audio frame sync (11 bits set, then a version and a layer that are not reserved;
 * layer 00 is also AAC's ADTS header, which is not MP3).
 */
export function audioContainerOf(bytes: Uint8Array): AudioContainer | null {
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  if (ascii(bytes, 4, 'ftyp')) return 'mp4';
  if (ascii(bytes, 0, 'ID3')) return 'mp3';
  const second = bytes[1] ?? 0;
  if (bytes[0] === 0xff && (second & 0xe0) === 0xe0 && (second & 0x18) !== 0x08 && (second & 0x06) !== 0)
    return 'mp3';
  return null;
}

/** Whether the bytes are of the container the claimed audio type names (an unknown type never is). */
export function audioMatchesType(bytes: Uint8Array, mimetype: string): boolean {
  const claimed = AUDIO_TYPES[mimetype];
  return claimed !== undefined && audioContainerOf(bytes) === claimed.container;
}
