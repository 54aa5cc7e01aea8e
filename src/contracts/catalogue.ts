/**
 * Server messages (decision 004) are catalogued per feature in `src/contracts/messages/<feature>.ts`. Each has a
 * stable `code` and its English `text`, word for word as the specification writes it. The API sends
 * both (`{ message, code }`): API clients read the English, the web client translates the code
 * through `messages:<code>` in its locale files. Shared schemas raise a message by giving zod its
 * code; the server's error handler turns that code back into `{ message, code }`.
 */
export type Message<Code extends string = string, Text extends string = string> = {
  readonly code: Code;
  readonly text: Text;
};

const byCode = new Map<string, Message>();

/**
 * Declares a feature's messages. A code names one message across all features: a second catalogue
 * using the same code fails at start, before it could answer with the wrong text.
 */
export function defineMessages<const T extends Record<string, string>>(
  texts: T,
): { readonly [K in keyof T & string]: Message<K, T[K]> } {
  const catalogue: Record<string, Message> = {};
  for (const [code, text] of Object.entries(texts)) {
    const known = byCode.get(code);
    if (known && known.text !== text) throw new Error(`Message code "${code}" is defined twice`);
    catalogue[code] = { code, text };
    byCode.set(code, catalogue[code]);
  }
  return catalogue as { readonly [K in keyof T & string]: Message<K, T[K]> };
}

/** The catalogued message with this code, when a loaded catalogue has it. */
export function messageByCode(code: string): Message | undefined {
  return byCode.get(code);
}

/** Every message of every loaded catalogue (the server loads them all; tests check them). */
export function allMessages(): readonly Message[] {
  return [...byCode.values()];
}

/** The `{ message, code }` body of a catalogued message, for answers that say something. */
export function messageBody(message: Message): { message: string; code: string } {
  return { message: message.text, code: message.code };
}
