/** Constants of the specification shared by server and client. */
export const APP_VERSION = '1.0.0';
export const PRODUCT_NAME = 'Hidaya';

export const FREE_MESSAGES_PER_MONTH = 5;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;
export const RESERVED_USERNAMES = ['admin', 'administrator', 'root', 'system', 'support'] as const;

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOAST_LIMIT = 1;

export const BREAKPOINT_TABLET_PX = 768;
export const BREAKPOINT_DESKTOP_PX = 1024;
export const SIDEBAR_WIDTH_PX = 240;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 70;

/** Interface languages (decision 006): the stored name, the BCP 47 code and the writing direction. */
export const LANGUAGES = [
  { name: 'english', code: 'en', dir: 'ltr', label: 'English' },
  { name: 'arabic', code: 'ar', dir: 'rtl', label: 'العربية' },
  { name: 'urdu', code: 'ur', dir: 'rtl', label: 'اردو' },
  { name: 'turkish', code: 'tr', dir: 'ltr', label: 'Türkçe' },
  { name: 'french', code: 'fr', dir: 'ltr', label: 'Français' },
] as const;

export type LanguageName = (typeof LANGUAGES)[number]['name'];
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_NAMES = LANGUAGES.map((l) => l.name) as [LanguageName, ...LanguageName[]];
export const DEFAULT_LANGUAGE: LanguageName = 'english';
export const LANGUAGE_STORAGE_KEY = 'appLanguage';

export const SUBSCRIPTION_STATUSES = [
  'free',
  'premium',
  'quran_teacher',
  'everything',
  'payment_failed',
  'cancelled',
  'inactive',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PRAYER_TRADITIONS = ['sunni', 'shia', 'not-sure'] as const;
export const EXPERIENCE_LEVELS = ['beginner', 'some-knowledge', 'experienced'] as const;
