import type { FastifyRequest } from 'fastify';
import { quranMessages } from '@/contracts/messages/quran';
import { pronunciationUploadFields, RECORDING_MAX_SECONDS } from '@/contracts/quran';
import { AppError, BadRequest } from '../../platform/errors';
import { AUDIO_TYPES, audioMatchesType } from './audio-signature';

/** A recitation as uploaded: the verse, the audio (when sent) and the browser's transcript (when it had one). */
export interface RecitationUpload {
  verseId: number;
  audio: { data: Buffer; mimetype: string } | null;
  browserTranscript: string | null;
}

/** Every part of the multipart body: the `audio` file and the text fields (other files are drained). */
async function readParts(request: FastifyRequest) {
  const raw: Record<string, string> = {};
  let audio: RecitationUpload['audio'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'audio') {
          await part.toBuffer();
          continue;
        }
        audio = { data: await part.toBuffer(), mimetype: part.mimetype.split(';')[0]!.trim().toLowerCase() };
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, quranMessages.recordingTooLarge);
    if (code?.startsWith('FST_')) throw new BadRequest(quranMessages.recordingMissing, 'audio');
    throw error;
  }
  return { raw, audio };
}

/**
 * Reads and checks a recitation upload (decision 017): its fields by the contract, its length, and
 * an audio file whose first bytes are of the format it claims; nothing else is transcribed or kept.
 */
export async function readRecitationUpload(request: FastifyRequest): Promise<RecitationUpload> {
  if (!request.isMultipart()) throw new BadRequest(quranMessages.recordingMissing, 'audio');
  const { raw, audio: sent } = await readParts(request);
  const parsed = pronunciationUploadFields.safeParse(raw);
  if (!parsed.success) {
    const field = parsed.error.issues[0]!.path.join('.');
    throw new BadRequest(
      field === 'verseId' ? quranMessages.verseIdInvalid : quranMessages.recordingFieldInvalid,
      field,
    );
  }
  const { verseId, durationSeconds } = parsed.data;
  const browserTranscript = parsed.data.transcript?.trim() || null;
  if (durationSeconds !== undefined && durationSeconds > RECORDING_MAX_SECONDS)
    throw new BadRequest(quranMessages.recordingTooLong, 'durationSeconds');
  const audio = sent && sent.data.length > 0 ? sent : null;
  if (audio && !(audio.mimetype in AUDIO_TYPES)) throw new BadRequest(quranMessages.recordingFormat, 'audio');
  if (audio && !audioMatchesType(audio.data, audio.mimetype))
    throw new BadRequest(quranMessages.recordingNotAudio, 'audio');
  if (!audio && !browserTranscript) throw new BadRequest(quranMessages.recordingMissing, 'audio');
  return { verseId, audio, browserTranscript };
}
