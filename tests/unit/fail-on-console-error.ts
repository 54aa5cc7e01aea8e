import { format } from 'node:util';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/**
 * A test that makes something call console.error (React's warnings, a failed request, a rejected
 * promise logged by the app) fails, as in epic-stack: the error is a defect, not noise. It fails at the
 * end of the test rather than inside the call, where React or a library could swallow the throw.
 */
let calls: string[] = [];
let spy: MockInstance<typeof console.error>;
beforeEach(() => {
  calls = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(format(...args));
  });
});
afterEach(() => {
  spy.mockRestore();
  if (calls.length > 0) {
    throw new Error(`console.error was called during the test:\n${calls.join('\n---\n')}`);
  }
});
