import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { HtmlDocuments } from '../platform/html-document';
import type { SessionUserPart, UserRow } from '../platform/sessions';
import type { FeatureContext } from './context';

/** What the root hands every feature's routes besides the context. */
export interface RouteOptions {
  /** The built client's pages, when the client is served (public pages drawn on the server). */
  documents?: HtmlDocuments;
}

/** What a start-up task is given besides the context. */
export interface StartupOptions {
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Where the blog's Markdown articles are read from (default content/blog; tests point elsewhere). */
  blogContentDir?: string;
}

/** Who a part of the data download is read for. */
export interface PersonalDataRequest {
  user: UserRow;
  /** The session asking, so the download can say which device is this one. */
  sessionId: string;
  now: Date;
}

/**
 * A feature's part of the person's data download (decision 023): the schema in `src/contracts/personal-data/`
 * (the answer is serialised from it, so only declared fields leave the server) and the read.
 */
export interface PersonalDataPart<S extends z.ZodType = z.ZodType> {
  /** The part's key in the download. */
  key: string;
  schema: S;
  read(context: AppContext, request: PersonalDataRequest): Promise<z.input<S>>;
}

/** Declares a part, checking that the read answers what the schema describes. */
export function personalDataPart<S extends z.ZodType>(part: PersonalDataPart<S>): PersonalDataPart {
  return part as unknown as PersonalDataPart;
}

/**
 * One server feature as the root composes it (decision 005): the list in `features/index.ts` names
 * every feature; the app, the job workers, the start and the accounts feature loop over it. A feature
 * declares only the parts it has.
 */
export interface ServerFeature {
  name: string;
  /** Its share of the signed-in person, joined into the one session lookup (decision 016). */
  sessionPart?: SessionUserPart;
  /** Its route plugins, registered in the list's order. */
  routes?: (ctx: FeatureContext, options: RouteOptions) => FastifyPluginAsyncZod[];
  /** Declares its background jobs on the context's queue (decision 012). */
  jobs?: (context: AppContext) => Promise<void>;
  /**
   * Work done once when an instance starts, before it listens: curated content stored, accounts
   * marked. The test set-up runs it once into the template database.
   */
  startup?: (context: AppContext, options: StartupOptions) => Promise<void>;
  /** Its parts of the person's data download. */
  personalData?: PersonalDataPart[];
  /**
   * What must happen before the account row is deleted, beyond the rows that go with it (every table
   * naming a person references the account with ON DELETE CASCADE, or SET NULL where the row outlives
   * them): calls to outside services, records that stop naming them.
   */
  forgetAccount?: (context: AppContext, user: UserRow, log: FastifyBaseLogger) => Promise<void>;
}

export function defineFeature(feature: ServerFeature): ServerFeature {
  return feature;
}
