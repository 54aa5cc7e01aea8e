import type { accountsMessages } from '@/contracts/messages/accounts';

/**
 * Signing in, once for both forms (decision 018): the React form (`LoginForm`, on /auth and in the
 * app) and the same form drawn by the server for a visitor and run by the public pages' script
 * (`public-login.ts`, no React, about 3 KB). Both read the fields, find what is missing and say it
 * with the texts built here, and the welcome toast of a sign-in on the server-drawn page travels into
 * the app as a one-shot note in sessionStorage, shown once at start (`main.tsx`). Nothing here is
 * loaded at run time but this file: the message codes are checked against the catalogue by type only,
 * so the public script does not carry the catalogue (nor zod; the server validates with `loginInput`).
 */

export const SIGN_IN_FIELDS = ['username', 'password'] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];
export type SignInValues = Record<SignInField, string>;

type AccountsCode = keyof typeof accountsMessages;

/** The message of a field left empty (the codes `loginInput` answers the same case with). */
const REQUIRED: Record<SignInField, AccountsCode> = {
  username: 'usernameRequired',
  password: 'passwordRequired',
};

/** The values as they are sent, and as the server reads them: the username without spaces around it. */
export function signInValues(values: SignInValues): SignInValues {
  return { username: values.username.trim(), password: values.password };
}

/** The message code of each field the form cannot be sent with (an empty one), in the fields' order. */
export function signInProblems(values: SignInValues): Partial<Record<SignInField, AccountsCode>> {
  const sent = signInValues(values);
  return Object.fromEntries(
    SIGN_IN_FIELDS.filter((field) => !sent[field]).map((field) => [field, REQUIRED[field]]),
  );
}

/**
 * The form's texts in the page's language. The server-drawn form carries them as JSON in its
 * `data-login-form` attribute for the script; the React form shows the same ones.
 */
export interface SignInTexts {
  /** The submit button's label while the request is on its way. */
  pending: string;
  successTitle: string;
  /** The welcome text, with `usernameSlot` where the name goes (`welcomeText`). */
  successDescription: string;
  usernameSlot: string;
  failedTitle: string;
  /** The text of a request that never got an answer. */
  network: string;
  /** The label of a toast's close button. */
  close: string;
  /** Translated messages by code: a field's problem and those an answer of POST /api/auth/login carries. */
  messages: Record<string, string>;
}

/** Where the welcome text takes the name. */
const USERNAME_SLOT = '{username}';

/**
 * The texts, from the interface's `t` (namespaces auth, errors, common) and its reading of a message
 * code (`translateMessage`): `codes` are those an answer can carry; a field's problems are added.
 */
export function signInTexts(
  t: (key: string, options?: Record<string, string>) => string,
  message: (code: string) => string,
  codes: readonly string[],
): SignInTexts {
  return {
    pending: t('auth:login.pending'),
    successTitle: t('auth:login.successTitle'),
    successDescription: t('auth:login.successDescription', { username: USERNAME_SLOT }),
    usernameSlot: USERNAME_SLOT,
    failedTitle: t('auth:login.failedTitle'),
    network: t('errors:network'),
    close: t('common:toast.close'),
    messages: Object.fromEntries(
      [...Object.values(REQUIRED), ...codes]
        .map((code) => [code, message(code)])
        .filter(([code, text]) => code !== text),
    ),
  };
}

/** The welcome toast's text for the person who just signed in. */
export function welcomeText(texts: SignInTexts, username: string): string {
  return texts.successDescription.replace(texts.usernameSlot, username);
}

export interface WelcomeNote {
  title: string;
  description: string;
}

const WELCOME_NOTE_KEY = 'hidaya.welcomeNote';

/** Leaves the welcome toast for the next page; false when storage is blocked. */
export function leaveWelcomeNote(note: WelcomeNote): boolean {
  try {
    sessionStorage.setItem(WELCOME_NOTE_KEY, JSON.stringify(note));
    return true;
  } catch {
    return false;
  }
}

/** The welcome toast left for this page, taken away as it is read: it shows once. */
export function takeWelcomeNote(): WelcomeNote | undefined {
  try {
    const text = sessionStorage.getItem(WELCOME_NOTE_KEY);
    sessionStorage.removeItem(WELCOME_NOTE_KEY);
    if (!text) return undefined;
    const note: unknown = JSON.parse(text);
    if (
      note &&
      typeof note === 'object' &&
      'title' in note &&
      typeof note.title === 'string' &&
      'description' in note &&
      typeof note.description === 'string'
    )
      return { title: note.title, description: note.description };
  } catch {
    // Blocked storage or a damaged note: no toast, nothing else lost.
  }
  return undefined;
}
