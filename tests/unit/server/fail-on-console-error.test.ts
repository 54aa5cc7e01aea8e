// @vitest-environment node
import { it } from 'vitest';

// The setup file (tests/unit/fail-on-console-error.ts) fails a test that calls console.error:
// this one must fail, and `.fails` turns that into a pass (and would report it if it ever passed).
it.fails('a unit test that calls console.error fails', () => {
  console.error('something went wrong');
});
