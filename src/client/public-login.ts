import { announce } from './lib/announce';
import {
  leaveWelcomeNote,
  SIGN_IN_FIELDS,
  signInProblems,
  signInValues,
  welcomeText,
  type SignInField,
  type SignInTexts,
  type SignInValues,
} from './lib/sign-in';
import { toast } from './public-toast';

/**
 * The home page's sign-in form as the server draws it for a visitor (decision 018), run without
 * React: what `LoginForm` does, with the same rules and texts (`lib/sign-in.ts`), the texts read from
 * its `data-login-form`. An empty field shows its message under it (again as it changes, once the
 * form was sent), the request is the app's own
 * (`lib/api.ts`: JSON to the form's action, so the CSRF defence of decision 002 lets it through), the
 * button says it is on its way, and a refusal is a toast with the server's message in the page's
 * language (as `lib/errors.ts` describes it). On success the welcome toast is left for the app, which
 * the signed-in home loads.
 */
function readTexts(form: HTMLFormElement): SignInTexts | undefined {
  try {
    return JSON.parse(form.dataset.loginForm ?? '') as SignInTexts;
  } catch {
    return undefined;
  }
}

/** Shows or clears a field's message the way `Field` draws it. */
function showProblem(input: HTMLInputElement, message: string | undefined) {
  const errorId = `${input.id}-error`;
  let error = document.getElementById(errorId);
  if (!message) {
    error?.remove();
    input.setAttribute('aria-invalid', 'false');
    input.removeAttribute('aria-describedby');
    return;
  }
  if (!error) {
    error = document.createElement('p');
    error.id = errorId;
    error.className = 'text-sm font-medium text-destructive';
    input.parentElement?.append(error);
  }
  error.textContent = message;
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', errorId);
}

/** The text of a refused request: the server's message by its code, as `describeError` gives it. */
async function describeRefusal(response: Response, texts: SignInTexts): Promise<string> {
  const bodyText = (await response.text().catch(() => '')).trim();
  let body: { message?: unknown; code?: unknown } | undefined;
  try {
    body = JSON.parse(bodyText) as typeof body;
  } catch {
    body = undefined;
  }
  const message = typeof body?.message === 'string' ? body.message : undefined;
  if (!message) return `${response.status}: ${bodyText || response.statusText}`;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  return (code && !code.includes(' ') && texts.messages[code]) || message;
}

export function wireLoginForm(form: HTMLFormElement) {
  const texts = readTexts(form);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const inputs = {} as Record<SignInField, HTMLInputElement>;
  for (const name of SIGN_IN_FIELDS) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) return;
    inputs[name] = input;
  }
  if (!texts || !button) return;
  const values = (): SignInValues => ({ username: inputs.username.value, password: inputs.password.value });
  const submitLabel = button.textContent;
  let sent = false;
  let pending = false;
  /** The refusal on screen: taken down at the next try, as the app's form does (`useFormToast`). */
  let refusal: (() => void) | undefined;

  const setPending = (on: boolean) => {
    pending = on;
    // Busy the Button's way (`useBusy`): not `disabled`, which would drop the keyboard focus to the
    // page body; a submission while pending is ignored below. The new label is said politely.
    button.setAttribute('aria-disabled', String(on));
    button.setAttribute('aria-busy', String(on));
    button.textContent = on ? texts.pending : submitLabel;
    if (on) announce(texts.pending);
  };
  /** Shows each field's problem; the fields that have one, in order. */
  const check = () => {
    const problems = signInProblems(values());
    for (const name of SIGN_IN_FIELDS) {
      const code = problems[name];
      showProblem(inputs[name], code && (texts.messages[code] ?? code));
    }
    return SIGN_IN_FIELDS.filter((name) => problems[name]);
  };

  for (const name of SIGN_IN_FIELDS)
    inputs[name].addEventListener('input', () => {
      if (sent) check();
    });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (pending) return;
    sent = true;
    refusal?.();
    refusal = undefined;
    const invalid = check();
    if (invalid.length) {
      inputs[invalid[0]!].focus();
      return;
    }
    void signIn();
  });

  async function signIn() {
    if (!texts) return;
    const credentials = signInValues(values());
    setPending(true);
    let response: Response;
    try {
      response = await fetch(form.getAttribute('action') ?? '', {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });
    } catch {
      setPending(false);
      refusal = toast(texts.failedTitle, texts.network, true, texts.close);
      return;
    }
    if (!response.ok) {
      const description = await describeRefusal(response, texts);
      setPending(false);
      refusal = toast(texts.failedTitle, description, true, texts.close);
      return;
    }
    const user = (await response.json().catch(() => null)) as { username?: unknown } | null;
    const name = typeof user?.username === 'string' ? user.username : credentials.username;
    leaveWelcomeNote({ title: texts.successTitle, description: welcomeText(texts, name) });
    // The server answers `/` with the app now that the session cookie is set: the signed-in home.
    window.location.replace('/');
  }
}
