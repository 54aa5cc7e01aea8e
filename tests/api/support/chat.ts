import path from 'node:path';
import { SERVER_FEATURES } from '@/server/features';
import { chatFeature } from '@/server/features/chat/feature';
import type { ServerFeature } from '@/server/features/feature';

/** The tests' own dua collection (tests/fixtures/duas), in the format of content/duas/duas.json. */
export const FIXTURE_DUAS = path.resolve(import.meta.dirname, '../../fixtures/duas/duas.json');

/** The feature list with the chat reading the fixture collection, before the site's pages as in the list. */
export function withFixtureDuas(): ServerFeature[] {
  const others = SERVER_FEATURES.filter((f) => f.name !== 'chat');
  const site = others.findIndex((f) => f.name === 'site');
  return [...others.slice(0, site), chatFeature({ duasFile: FIXTURE_DUAS }), ...others.slice(site)];
}

export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** The events of a text/event-stream body, in order (each `event:` line with its JSON `data:`). */
export function serverSentEvents(body: string): ServerSentEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}
