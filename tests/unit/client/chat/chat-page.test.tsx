import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatPage } from '@/client/features/chat/pages/chat-page';
import { eachTestInEnglish, renderWithProviders } from '../render';
import { eventStreamResponse, fastingNote, fastingVerse, free, premium, serveChat } from './chat-fixtures';

eachTestInEnglish();

const QUESTION = 'Why do Muslims fast in Ramadan?';
const SENTENCE_1 = 'Fasting was prescribed for believers as it was for those before them.';
const SENTENCE_2 = 'The Prophet said that fasting is a shield.';

/** The answer's events: sources, two checked sentences (the second marked), then done. */
function answerEvents(detailedCitations: boolean) {
  return eventStreamResponse([
    ['sources', { sources: [fastingVerse, fastingNote] }],
    ['delta', { index: 0, text: SENTENCE_1, marks: [] }],
    ['delta', { index: 1, text: SENTENCE_2, marks: ['unverified_hadith'] }],
    [
      'done',
      {
        conversationId: 31,
        messageId: 62,
        answeredBy: 'ai',
        referral: false,
        detailedCitations,
        sentences: [
          { text: SENTENCE_1, marks: [], citations: detailedCitations ? ['quran:2:183'] : [] },
          { text: SENTENCE_2, marks: ['unverified_hadith'], citations: [] },
        ],
      },
    ],
  ]);
}

async function ask(question: string) {
  const box = await screen.findByLabelText('Your question');
  await screen.findByRole('option', { name: 'Fiqh teacher, Hanafi' });
  fireEvent.change(box, { target: { value: question } });
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
}

describe('/chat on the Free plan', () => {
  it('streams the checked answer with its marks explained and lists its sources; the allowance and the not-a-scholar line show', async () => {
    const calls = serveChat({
      handler: (url, method) =>
        url === '/api/chat/messages' && method === 'POST' ? answerEvents(false) : undefined,
    });
    renderWithProviders(<ChatPage />);

    expect((await screen.findByTestId('not-a-scholar')).textContent).toBe(
      'I am an AI, not a scholar. For a ruling on your own situation, ask a qualified scholar or your local imam.',
    );
    expect((await screen.findByTestId('chat-quota')).textContent).toBe('Free AI messages left this month: 4');
    expect(screen.getByTestId('persona-description').textContent).toContain(
      'Explains rulings as the Hanafi school teaches them. (Sunni)',
    );
    fireEvent.change(screen.getByLabelText('Teaching style'), { target: { value: 'quran-tafsir' } });
    await ask(QUESTION);

    const answer = await screen.findByTestId('chat-answer');
    await waitFor(() =>
      expect(
        within(answer)
          .getAllByTestId('answer-sentence')
          .map((s) => s.textContent?.trim()),
      ).toEqual([SENTENCE_1, `${SENTENCE_2}Unverified hadith`]),
    );
    expect(screen.getByTestId('chat-question').textContent).toBe(`You: ${QUESTION}`);
    expect(within(answer).getByTestId('marks-legend').textContent).toContain(
      'Unverified hadith: The answer mentions a hadith without a source that gives its reference: do not rely on it.',
    );
    // Free: the list of sources by reference, no per-sentence links and no passage text.
    expect(
      within(answer)
        .getAllByTestId('answer-source')
        .map((s) => s.textContent),
    ).toEqual(['1. Quran 2:183 (Al-Baqarah) (Quran)', '2. Hidaya note: fasting (Note)']);
    expect(within(answer).queryByTestId('sentence-citation')).toBeNull();
    expect(
      within(answer).getByText('Premium links each sentence to the source it cites, with the verse text.'),
    ).toBeTruthy();

    const post = calls.find((call) => call.url === '/api/chat/messages');
    expect(post?.body).toEqual({ personaId: 'quran-tafsir', message: QUESTION, language: 'en' });
    // The allowance is read again after the answer.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/user/status').length).toBe(2));
    // Free keeps only the current conversation, and says so with the offer.
    const note = await screen.findByTestId('free-history-note');
    expect(note.textContent).toContain(
      'The Free plan keeps only your current conversation: starting a new one replaces it.',
    );
    expect(within(note).getByTestId('upgrade-offer-premium').getAttribute('href')).toBe('/pricing');
  });

  it('asks the next question in the same conversation', async () => {
    const calls = serveChat({
      handler: (url, method) =>
        url === '/api/chat/messages' && method === 'POST' ? answerEvents(false) : undefined,
    });
    renderWithProviders(<ChatPage />);
    await ask(QUESTION);
    await waitFor(() => expect(screen.queryByTestId('answer-writing')).toBeNull());
    await ask('And who is excused?');
    await waitFor(() => expect(screen.getAllByTestId('chat-turn')).toHaveLength(2));
    const posts = calls.filter((call) => call.url === '/api/chat/messages').map((call) => call.body);
    expect(posts[1]).toEqual({
      personaId: 'fiqh-hanafi',
      message: 'And who is excused?',
      language: 'en',
      conversationId: 31,
    });
  });

  it('offers the upgrade to /pricing on 402 with the server message and keeps the question', async () => {
    const limit = 'You have used your 5 free messages this month. Upgrade to Premium for unlimited messages.';
    serveChat({
      entitlements: { ...free, messagesLeft: 0 },
      handler: (url) =>
        url === '/api/chat/messages' ? Response.json({ message: limit }, { status: 402 }) : undefined,
    });
    renderWithProviders(<ChatPage />);
    await ask(QUESTION);

    const notice = await screen.findByTestId('chat-upgrade');
    expect(notice.textContent).toContain(limit);
    expect(within(notice).getByTestId('upgrade-offer-premium').getAttribute('href')).toBe('/pricing');
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe(QUESTION);
    expect(screen.queryByTestId('chat-turn')).toBeNull();
  });

  it('says the answer failed when the stream brings an error event, in the interface language', async () => {
    serveChat({
      handler: (url) =>
        url === '/api/chat/messages'
          ? eventStreamResponse([
              ['sources', { sources: [fastingVerse] }],
              ['error', { message: 'The AI provider did not answer.', code: 'chatAnswerFailed' }],
            ])
          : undefined,
    });
    renderWithProviders(<ChatPage />);
    await ask(QUESTION);
    expect((await screen.findByTestId('answer-error')).textContent).toBe(
      'The AI provider did not answer. Your message was not counted: please try again in a moment.',
    );
  });

  it('says the answer was cut off when the stream ends before done', async () => {
    serveChat({
      handler: (url) =>
        url === '/api/chat/messages'
          ? eventStreamResponse([['delta', { index: 0, text: SENTENCE_1, marks: [] }]])
          : undefined,
    });
    renderWithProviders(<ChatPage />);
    await ask(QUESTION);
    expect((await screen.findByTestId('answer-error')).textContent).toBe(
      'The answer was cut off. Please ask again.',
    );
  });
});

describe('/chat with detailed citations (Premium)', () => {
  it('links each cited sentence to its source, which shows the verse text', async () => {
    serveChat({
      entitlements: premium,
      handler: (url, method) =>
        url === '/api/chat/messages' && method === 'POST' ? answerEvents(true) : undefined,
    });
    renderWithProviders(<ChatPage />);
    expect((await screen.findByTestId('chat-quota')).textContent).toBe('Unlimited AI messages');
    await ask(QUESTION);

    const link = await screen.findByRole('link', { name: 'Source 1: Quran 2:183 (Al-Baqarah)' });
    const target = document.getElementById(link.getAttribute('href')!.slice(1))!;
    expect(within(target).getByTestId('answer-source-text').textContent).toBe(fastingVerse.text);
    expect(screen.getAllByTestId('answer-source-text')).toHaveLength(2);
    expect(screen.queryByTestId('free-history-note')).toBeNull();
  });

  it('opens a stored conversation, renames it and deletes it', async () => {
    let title = 'Fasting in Ramadan';
    let deleted = false;
    const summary = () => ({
      id: 31,
      title,
      personaId: 'quran-tafsir',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    const calls = serveChat({
      entitlements: premium,
      handler: (url, method, body) => {
        if (url === '/api/chat/conversations')
          return Response.json({ conversations: deleted ? [] : [summary()], messageHistory: true });
        if (url === '/api/chat/conversations/31' && method === 'GET')
          return Response.json({
            ...summary(),
            detailedCitations: true,
            messages: [
              {
                id: 1,
                role: 'user',
                content: QUESTION,
                answeredBy: null,
                referral: false,
                sentences: [],
                sources: [],
                createdAt: '2026-03-01T10:00:00.000Z',
              },
              {
                id: 2,
                role: 'assistant',
                content: SENTENCE_1,
                answeredBy: 'offline',
                referral: false,
                sentences: [{ text: SENTENCE_1, marks: [], citations: ['quran:2:183'] }],
                sources: [fastingVerse],
                createdAt: '2026-03-01T10:00:01.000Z',
              },
            ],
          });
        if (url === '/api/chat/conversations/31' && method === 'PATCH') {
          title = (body as { title: string }).title;
          return Response.json(summary());
        }
        if (url === '/api/chat/conversations/31' && method === 'DELETE') {
          deleted = true;
          return Response.json({ ok: true });
        }
        return undefined;
      },
    });
    renderWithProviders(<ChatPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Open Fasting in Ramadan' }));
    expect((await screen.findByTestId('chat-question')).textContent).toBe(`You: ${QUESTION}`);
    expect(screen.getByTestId('answer-offline').textContent).toBe("From Hidaya's library");
    expect(screen.getByRole('link', { name: 'Source 1: Quran 2:183 (Al-Baqarah)' })).toBeTruthy();
    expect((screen.getByLabelText('Teaching style') as HTMLSelectElement).value).toBe('quran-tafsir');

    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    fireEvent.change(screen.getByLabelText('New name for Fasting in Ramadan'), {
      target: { value: 'Why we fast' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Conversation renamed');
    expect(await screen.findByRole('button', { name: 'Open Why we fast' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ title: 'Why we fast' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('"Why we fast" and all its messages will be deleted. This cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    expect(screen.queryByTestId('chat-turn')).toBeNull();
  });
});
