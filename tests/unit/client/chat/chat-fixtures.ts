import { vi } from 'vitest';
import { PLAN_IDS, PLANS, type Entitlements } from '@/contracts/billing';
import type { Dua, Passage, Persona } from '@/contracts/chat';
import { member } from '../fixtures';

export const free: Entitlements = {
  plan: 'free',
  premium: false,
  renewsAt: null,
  endsAt: null,
  unlimitedMessages: false,
  priorityResponses: false,
  detailedCitations: false,
  messageHistory: false,
  allPrayerLessons: false,
  quranTeacher: false,
  school: false,
  messagesLeft: 4,
  messagesPerMonth: 5,
  schoolClassesLeft: null,
  schoolClassesLimit: null,
};

export const premium: Entitlements = {
  ...free,
  plan: 'premium',
  premium: true,
  unlimitedMessages: true,
  priorityResponses: true,
  detailedCitations: true,
  messageHistory: true,
  allPrayerLessons: true,
  messagesLeft: null,
};

export const personas: Persona[] = [
  {
    id: 'fiqh-hanafi',
    name: 'Fiqh teacher, Hanafi',
    description: 'Explains rulings as the Hanafi school teaches them.',
    tradition: 'sunni',
  },
  {
    id: 'quran-tafsir',
    name: 'Quran and tafsir guide',
    description: 'Reads the verses with their classical explanations.',
    tradition: 'both',
  },
];

export const fastingVerse: Passage = {
  id: 'quran:2:183',
  kind: 'quran',
  label: 'Quran 2:183 (Al-Baqarah)',
  text: 'O you who have believed, decreed upon you is fasting as it was decreed upon those before you that you may become righteous.',
};
export const fastingNote: Passage = {
  id: 'note:fasting#1',
  kind: 'note',
  label: 'Hidaya note: fasting',
  text: 'Fasting in Ramadan is one of the five pillars.',
};

export const travelDua: Dua = {
  id: 'travel-1',
  kind: 'hadith',
  occasions: ['travel'],
  tradition: 'both',
  arabic: 'سُبْحَانَ الَّذِي سَخَّرَ لَنَا هَذَا وَمَا كُنَّا لَهُ مُقْرِنِينَ',
  transliteration: 'Subhana alladhi sakhkhara lana hadha wa ma kunna lahu muqrinin',
  translation: 'Glory be to the One who has subjected this to us, and we could not have done it ourselves.',
  note: 'Said when setting out on a journey.',
  reference: {
    label: 'Sahih Muslim 1342',
    collection: 'Sahih Muslim',
    number: '1342',
    surah: null,
    fromAyah: null,
    toAyah: null,
  },
  favourite: false,
};

/** A server-sent events body that sends `events` one read each, as the chat's server writes them. */
export function eventStreamResponse(events: [string, unknown][]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [event, data] of events)
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

export type Call = { url: string; method: string; body: unknown };
type Handler = (url: string, method: string, body: unknown) => Response | undefined;

/**
 * The server of these tests: a signed-in member with `entitlements`, the personas, no conversation
 * unless `handler` answers otherwise; every request is recorded.
 */
export function serveChat({
  entitlements = free,
  handler = () => undefined,
}: { entitlements?: Entitlements; handler?: Handler } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      const handled = handler(url, method, body);
      if (handled) return handled;
      if (url === '/api/auth/user') return Response.json(member);
      if (url === '/api/user/status')
        return Response.json({
          subscriptionStatus: entitlements.plan,
          subscriptionEndDate: null,
          entitlements,
        });
      if (url === '/api/subscription/plans')
        return Response.json({
          plans: PLAN_IDS.map((id) => PLANS[id]),
          payments: { provider: 'demo', publishableKey: null },
        });
      if (url.startsWith('/api/chat/personas')) return Response.json(personas);
      if (url === '/api/chat/conversations')
        return Response.json({ conversations: [], messageHistory: entitlements.messageHistory });
      if (url.startsWith('/api/duas/favourites')) return Response.json({ duas: [], personal: [] });
      return Response.json({ message: `not served: ${method} ${url}` }, { status: 404 });
    }),
  );
  return calls;
}
