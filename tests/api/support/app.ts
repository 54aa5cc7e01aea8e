import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '@/server/app';
import { type Config, loadConfig } from '@/server/config';
import { type ContextDeps, createContext } from '@/server/context';
import type { ServerFeature, StartupOptions } from '@/server/features/feature';
import { runStartup } from '@/server/startup';
import type { Database } from '@/server/db/client';
import type { Clock } from '@/server/platform/clock';
import { loggerOptions } from '@/server/platform/logging';
import type { Jobs } from '@/server/platform/jobs/port';
import type { Providers } from '@/server/providers';
import { openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    /** Outside services replaced in-process; the others are chosen from the configuration as at start. */
    providers?: (config: Config) => Partial<Providers>;
    /** A database of the test's own (e.g. reached through a proxy it can cut); else a fresh one. */
    database?: Database;
    deps?: Pick<AppDeps, 'clientDir' | 'publicPages' | 'logger'> & {
      /** The blog's articles are read from here at this app's start (as a restart with other files). */
      blogContentDir?: string;
    };
    /** The queue the app's jobs go through (a pg-boss one the test starts); else they run inline. */
    jobs?: Jobs;
    /** The feature list, when the test adds a feature of its own. */
    features?: readonly ServerFeature[];
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    AUTH_RATE_LIMIT: '1000',
    // No test waits on a timer: analytics rows are written at 500 or when the app closes, and places
    // are unknown unless a test asks for the geo-IP database (decision 031).
    ANALYTICS_FLUSH_MS: '0',
    ANALYTICS_GEOIP: 'off',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const { blogContentDir, ...deps } = options.deps ?? {};
  // The start-up work ran once into the template database (global-setup.ts); a test that starts with
  // other content runs it again, as a restart would.
  if (blogContentDir) await startAgain({ config, database, clock: options.clock }, { blogContentDir });
  const app = await buildApp({
    config,
    database,
    clock: options.clock,
    providers: options.providers?.(config),
    jobs: options.jobs,
    features: options.features,
    ...deps,
  });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A browser-like client: keeps the session cookie between calls, sends JSON. */
export class TestClient {
  private cookie: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  get sessionCookie(): string | undefined {
    return this.cookie;
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    if (this.cookie && !headers.cookie) headers.cookie = this.cookie;
    const response = await this.app.inject({ ...options, headers });
    const setCookie = response.cookies.find((c) => c.name === 'hidaya_sid');
    if (setCookie) this.cookie = setCookie.value ? `hidaya_sid=${setCookie.value}` : undefined;
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, payload?: unknown) {
    return this.request({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  patch(url: string, payload?: unknown) {
    return this.request({ method: 'PATCH', url, payload: payload as object });
  }
  put(url: string, payload: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as object });
  }
  delete(url: string, payload?: unknown) {
    return this.request({
      method: 'DELETE',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
}

/** The start-up work of every feature (runStartup) on this database, as an instance's start does it. */
export function startAgain(deps: ContextDeps, options: Omit<StartupOptions, 'log'> = {}): Promise<void> {
  return runStartup(createContext(deps), { log: silentLog, ...options });
}

const silentLog = { info: () => undefined, warn: () => undefined };

let counter = 0;
/** A valid, unique registration payload. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { username: `user_${id}`, email: `user_${id}@mail.test`, password: 'Salaam#2026', ...overrides };
}

export async function registeredClient(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const client = new TestClient(app);
  const account = newAccount(overrides);
  const response = await client.post('/api/auth/register', account);
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { client, account, user: response.json() as { id: number; username: string } };
}

/** The production logger writing into memory: `lines` holds each line written, parsed. */
export function capturedLogs() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: loggerOptions('info', sink) };
}
