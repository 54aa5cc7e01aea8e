/** The keys of the settings feature's queries (TanStack's key factory). */
export const settingsKeys = {
  all: ['settings'] as const,
  ai: () => [...settingsKeys.all, 'ai'] as const,
  reminders: () => [...settingsKeys.all, 'reminders'] as const,
  recentReminders: () => [...settingsKeys.all, 'reminders', 'recent'] as const,
  devicePush: () => [...settingsKeys.all, 'reminders', 'device-push'] as const,
};
