import type { BlogImageType } from '@/contracts/blog-rules';

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/**
 * The image type the bytes begin with, whatever the upload claimed (decision 018), or null: PNG's
 * eight-byte signature, JPEG's start-of-image marker (FF D8 FF), GIF87a/GIF89a, and WebP's 'RIFF'
 * size 'WEBP'. SVG, which can carry script, is none of them.
 */
export function imageTypeOf(bytes: Uint8Array): BlogImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  return null;
}
