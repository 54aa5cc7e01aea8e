import type { FastifyRequest } from 'fastify';
import {
  PERSONAL_DUA_PREFIX,
  duaOccasionSchema,
  type ChatLanguage,
  type DuaGenerateResponse,
  type DuaOccasion,
  type FavouritesResponse,
  type PersonalDua,
} from '@/contracts/chat';
import { chatMessages } from '@/contracts/messages/chat';
import { NotFound } from '../../platform/errors';
import type { UserRow } from '../../platform/sessions';
import { communityProgress } from '../community/public';
import type { FeatureContext } from '../context';
import { checkedStream } from './citation-check';
import { type ChatContent, languageOf } from './content';
import { type CollectedDua, type DuaCollection, duaFits, duaInLanguage } from './duas';
import { personalDuaMessages } from './prompts';
import { surahByName, verseIn } from './quran-lookup';
import type { DuaRepository, PersonalDuaRow } from './dua-repository';
import type { Library } from './retrieval';

/** Narrated duas answered with a generation; the search of a written need looks at most this far. */
const GENERATED_DUAS = 6;
const SEARCHED_DUAS = 100;

export interface DuaDeps {
  ctx: FeatureContext;
  repo: DuaRepository;
  content: ChatContent;
  library: Library;
  duas: () => DuaCollection;
}

/** The person's profile tradition, when they gave one: the other tradition's duas are not offered. */
const profileTradition = (user: UserRow) =>
  user.prayerTradition === 'sunni' || user.prayerTradition === 'shia' ? user.prayerTradition : null;

/**
 * The duas (decision 030): the narrated collection in the person's language by occasion or search,
 * the generator (narrated duas that match, and with a provider a personal dua labelled as such, one AI
 * message (decision 015), counted towards the dua_generation achievement) and favourites.
 */
export function duaService({ ctx, repo, content, library, duas }: DuaDeps) {
  const progress = communityProgress(ctx.db, ctx.clock);

  const personalView = (row: PersonalDuaRow, language: ChatLanguage): PersonalDua => ({
    id: `${PERSONAL_DUA_PREFIX}${row.id}`,
    text: row.text,
    label: content.answers(language).personalDuaLabel,
    occasion: duaOccasionSchema.safeParse(row.occasion).data ?? null,
    need: row.need,
    saved: row.saved,
    createdAt: row.createdAt.toISOString(),
  });

  /** Duas of the collection a search of `words` finds, best first. */
  function searched(
    language: ChatLanguage,
    words: string,
    tradition: 'sunni' | 'shia' | null,
  ): CollectedDua[] {
    const { byId } = duas();
    return library
      .search(language, words, { limit: SEARCHED_DUAS, tradition, kinds: ['dua'] })
      .map((passage) => byId.get(passage.id.slice('dua:'.length))!);
  }

  async function inLanguage(user: UserRow, language: ChatLanguage, list: readonly CollectedDua[]) {
    const favourites = await repo.favouriteIds(user.id);
    return list.map((dua) => duaInLanguage(dua, language, favourites.has(dua.id)));
  }

  /** Narrated duas for an occasion and a need in words: those the need finds first, then the occasion's. */
  function matching(user: UserRow, language: ChatLanguage, occasion?: DuaOccasion, need?: string) {
    const tradition = profileTradition(user);
    const found = need ? searched(language, need, tradition) : [];
    const forOccasion = occasion
      ? duas().duas.filter((d) => d.occasions.includes(occasion) && duaFits(d, tradition))
      : [];
    const both = found.filter((d) => !occasion || d.occasions.includes(occasion));
    return [...new Set([...both, ...forOccasion, ...found])].slice(0, GENERATED_DUAS);
  }

  /** The AI's text, with any verse reference the Quran lacks taken out (it is told to give none). */
  function cleaned(text: string, language: ChatLanguage): string {
    const check = checkedStream({
      verse: verseIn(language),
      surahByName,
      sources: new Map(),
      hadithMarkers: [],
    });
    return [...check.push(text), ...check.end()]
      .map((s) => s.text)
      .join('')
      .trim();
  }

  return {
    async list(user: UserRow, query: { occasion?: DuaOccasion; q?: string; language?: ChatLanguage }) {
      const language = languageOf(user, query.language);
      const tradition = profileTradition(user);
      const { occasion, q } = query;
      const pool = q ? searched(language, q, tradition) : duas().duas.filter((d) => duaFits(d, tradition));
      const chosen = occasion ? pool.filter((d) => d.occasions.includes(occasion)) : pool;
      return { duas: await inLanguage(user, language, chosen) };
    },

    async generate(
      request: FastifyRequest,
      user: UserRow,
      body: { occasion?: DuaOccasion; need?: string; language?: ChatLanguage },
    ): Promise<DuaGenerateResponse> {
      const language = languageOf(user, body.language);
      const narrated = await inLanguage(user, language, matching(user, language, body.occasion, body.need));
      const withoutAi = { duas: narrated, personal: null, answeredBy: 'offline' as const };
      const result = await ctx.aiTurns.run<DuaGenerateResponse>(request, user, {
        feature: 'dua generator',
        ask: async (provider, defaults) => {
          const text = cleaned(
            await provider.chat({
              ...defaults,
              messages: personalDuaMessages(language, body.occasion, body.need),
            }),
            language,
          );
          const row = await repo.addPersonalDua(
            user.id,
            { text, occasion: body.occasion ?? null, need: body.need ?? null, language },
            ctx.clock.now(),
          );
          return { duas: narrated, personal: personalView(row, language), answeredBy: 'ai' };
        },
        offline: () => withoutAi,
        fallback: () => withoutAi,
      });
      await progress.countForAchievement(user.id, 'dua_generation');
      return result;
    },

    async favourites(user: UserRow, asked?: ChatLanguage): Promise<FavouritesResponse> {
      const language = languageOf(user, asked);
      const { byId } = duas();
      const starred = (await repo.favourites(user.id)).flatMap((f) => byId.get(f.duaId) ?? []);
      const personal = await repo.personalDuas(user.id, true);
      return {
        duas: starred.map((dua) => duaInLanguage(dua, language, true)),
        personal: personal.map((row) => personalView(row, language)),
      };
    },

    /** Stars or unstars a narrated dua, or saves or unsaves a personal one; an unknown id is a 404. */
    async setFavourite(user: UserRow, duaId: string, favourite: boolean): Promise<void> {
      if (duaId.startsWith(PERSONAL_DUA_PREFIX)) {
        const id = Number(duaId.slice(PERSONAL_DUA_PREFIX.length));
        const found = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
        if (!found || !(await repo.setPersonalSaved(user.id, id, favourite)))
          throw new NotFound(chatMessages.duaNotFound);
        return;
      }
      if (!duas().byId.has(duaId)) throw new NotFound(chatMessages.duaNotFound);
      if (favourite) await repo.addFavourite(user.id, duaId, ctx.clock.now());
      else await repo.removeFavourite(user.id, duaId);
    },
  };
}
