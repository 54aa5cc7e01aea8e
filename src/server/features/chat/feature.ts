import { chatPersonalData, duasPersonalData } from '@/contracts/personal-data/chat';
import { defineFeature, personalDataPart } from '../feature';
import { chatRoutes } from './chat-routes';
import { chatContent } from './content';
import { DUAS_FILE, loadDuas } from './duas';
import { duaRepository } from './dua-repository';
import { duaRoutes } from './dua-routes';
import { chatPersonalDataOf, duasPersonalDataOf } from './personal-data';
import { chatRepository } from './repository';
import { createLibrary, type Library } from './retrieval';

/** One library per dua collection, shared by every app of the process (tests build many). */
const libraries = new Map<string, Library>();
function libraryFor(duasFile: string): Library {
  let library = libraries.get(duasFile);
  if (!library) {
    library = createLibrary(chatContent(), () => loadDuas(duasFile));
    libraries.set(duasFile, library);
  }
  return library;
}

/**
 * The Islamic Q&A chat and the duas (decision 030). `duasFile` is the dua collection (tests give a
 * small one of their own).
 */
export function chatFeature(options: { duasFile?: string } = {}) {
  const duasFile = options.duasFile ?? DUAS_FILE;
  return defineFeature({
    name: 'chat',
    routes: (ctx) => {
      // The curated files are read and checked now: a broken one stops the start, not a question.
      const content = chatContent();
      const repo = chatRepository(ctx.db);
      const duaRepo = duaRepository(ctx.db);
      const library = libraryFor(duasFile);
      const duas = () => loadDuas(duasFile);
      return [
        chatRoutes(ctx, { repo, content, library }),
        duaRoutes(ctx, { repo: duaRepo, content, library, duas }),
      ];
    },
    // The dua collection is checked against the Quran dataset and every language's search index built
    // before the instance listens, so no question waits for them.
    startup: async (_context, { log }) => {
      const started = performance.now();
      loadDuas(duasFile);
      libraryFor(duasFile).warm();
      log.info(
        `q&a chat: library indexed in five languages in ${Math.round(performance.now() - started)} ms`,
      );
    },
    personalData: [
      personalDataPart({
        key: 'chat',
        schema: chatPersonalData,
        read: (context, { user }) => chatPersonalDataOf(context.db, user.id),
      }),
      personalDataPart({
        key: 'duas',
        schema: duasPersonalData,
        read: (context, { user }) => duasPersonalDataOf(context.db, user.id),
      }),
    ],
  });
}
