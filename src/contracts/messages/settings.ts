import { defineMessages } from '../catalogue';

export const settingsMessages = defineMessages({
  connectionOk: 'The AI provider answered.',
  connectionOffline: 'No AI provider is configured: Hidaya answers from its built-in prayer guide.',
  connectionFailed: 'The AI provider did not answer. Check the API key and try again.',
  settingsSaved: 'Settings saved.',
});
