/**
 * What the visitor's sign-in without React needs (decision 018): the home page the server draws runs
 * its form with the public pages' script (`public-login.ts`), from texts the form component writes in
 * the page's language; and on success the welcome toast travels into the app, which the next page
 * loads, as a one-shot note in sessionStorage that the app shows once at start (`main.tsx`).
 */

/** The form's texts, written by `LoginForm` as JSON in its `data-login-form` attribute. */
export interface LoginFormTexts {
  /** The field messages of an empty username or password. */
  required: { username: string; password: string };
  /** The submit button's label while the request is on its way. */
  pending: string;
  successTitle: string;
  /** The welcome text, with `usernameSlot` where the name goes. */
  successDescription: string;
  usernameSlot: string;
  failedTitle: string;
  /** The text of a request that never got an answer. */
  network: string;
  /** The label of a toast's close button. */
  close: string;
  /** The translated server messages an answer of POST /api/auth/login can carry, by code. */
  messages: Record<string, string>;
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
