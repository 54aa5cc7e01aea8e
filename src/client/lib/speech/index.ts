/**
 * Speech in the browser, shared by every feature that talks or listens (the prayer coach and lesson
 * player, the Quran teacher, the classroom): playback of recorded audio and speech synthesis as
 * cancellable `Playback`s, the Web Speech API's recognition, and the language tags of speech.
 */
export * from './languages';
export * from './playback';
export * from './recognition';
