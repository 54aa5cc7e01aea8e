import { defineMessages } from '../catalogue';

/** Messages of the Quran teacher (decisions 017 and 004). */
export const quranMessages = defineMessages({
  quranNeedsPlan:
    'Practising this verse and asking the teacher about it come with the Quran Teacher or Everything plan. Al-Fatiha is free for everyone.',
  quranNeedsTranscript:
    'Recitation analysis needs an AI provider with speech transcription (Settings, AI Provider) or a browser with Arabic speech recognition, such as Chrome or Edge.',
  quranAnalysisFailed: 'Please try recording again',
  recordingMissing: 'Send the recording as the audio field',
  recordingTooLarge: 'The recording is too large: at most 10 MB',
  recordingTooLong: 'The recording is too long: at most 5 minutes',
  recordingFormat: 'The recording must be audio (webm, ogg, mp4, mpeg or wav)',
  recordingNotAudio: "The recording's content does not match its audio format (webm, ogg, mp4, mpeg or wav)",
  recordingsFull:
    "Your saved recordings have filled their 50 MB. To recite again, turn off 'Keep my recordings', which deletes them.",
  verseNotFound: 'Verse not found',
  quranChatFallback: "I'm sorry, I didn't understand that. Can you try again?",
  verseIdInvalid: 'verseId must be the number of a verse',
  recordingFieldInvalid: "The recording's details are not valid",
  recordingNotFound: 'Recording not found',
});
