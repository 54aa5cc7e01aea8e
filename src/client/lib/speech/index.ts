/**
 * Speech in the browser, shared by every feature that talks or listens (the prayer coach and lesson
 * player, the Quran teacher, the classroom): playback of recorded audio and speech synthesis as
 * cancellable `Playback`s, the Web Speech API's recognition, the language tags of speech, and the
 * provider's audio of an AI reply (`replyAudio`, then `speakAnswer`).
 */
export * from './languages';
export * from './playback';
export * from './recognition';
export * from './reply-audio';
