import { z } from 'zod';

// Hidaya's CSP allows no 'unsafe-eval'. Zod 4 probes `new Function('')` the first time an object
// schema is built, and a browser reports that probe as a `script-src eval` violation even though zod
// catches the refusal. `jitless` skips the probe (and the compiled fast path a browser could not use
// anyway). It has to run before any schema is built, so every schema imports `z` from here. The
// server has no CSP to meet and keeps zod's compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
