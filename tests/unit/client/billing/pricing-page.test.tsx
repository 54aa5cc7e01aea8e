import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  opensAtOf,
  PLAN_IDS,
  PLANS,
  type Entitlements,
  type Plan,
  type PlanChangePreview,
} from '@/contracts/billing';
import { PricingPage } from '@/client/features/billing/pages/pricing-page';
import { SubscriptionPage } from '@/client/features/billing/pages/subscription-page';
import { applyLanguage } from '@/client/lib/i18n';
import { member } from '../fixtures';
import { renderWithProviders } from '../render';

const free: Entitlements = {
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
  messagesLeft: 5,
  messagesPerMonth: 5,
  schoolClassesLeft: null,
  schoolClassesLimit: null,
};
const on = (plan: Entitlements['plan'], extra: Partial<Entitlements> = {}): Entitlements => ({
  ...free,
  plan,
  premium: plan !== 'free',
  renewsAt: plan === 'free' ? null : '2027-02-10T12:00:00.000Z',
  ...extra,
});

const upgrade: PlanChangePreview = {
  from: 'premium',
  to: 'everything',
  dueNow: 1200,
  credit: 0,
  currency: 'usd',
  unusedTime: 467,
  remainingTime: 1667,
  nextPriceCents: 2500,
  renewsAt: '2027-02-10T12:00:00.000Z',
};

/** The server as the pages see it: the person's status, the catalogue, and the plan change's answers. */
function serve(entitlements: Entitlements, plans: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id])) {
  let current = entitlements;
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/auth/user') return Response.json(member);
      if (url === '/api/user/status')
        return Response.json({
          subscriptionStatus: current.plan,
          subscriptionEndDate: null,
          entitlements: current,
        });
      if (url === '/api/subscription/plans')
        return Response.json({ plans, payments: { provider: 'demo', publishableKey: null } });
      if (url === '/api/subscription/preview-change') return Response.json(upgrade);
      if (url === '/api/subscription/change') {
        current = on('everything', { school: true, quranTeacher: true });
        return Response.json({ ...upgrade, message: 'Your plan has been changed.', code: 'planChanged' });
      }
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  return calls;
}

beforeEach(() => applyLanguage('english', { persist: false }));
afterEach(() => vi.unstubAllGlobals());

describe('/pricing: every plan of the one catalogue (decision 013)', () => {
  it('shows the five plans with their prices and what each grants, from the catalogue', async () => {
    serve(free);
    renderWithProviders(<PricingPage />);
    const card = async (id: string) => within(await screen.findByTestId(`plan-${id}`));
    const text = async (id: string) => (await screen.findByTestId(`plan-${id}`)).textContent;

    expect(await text('free')).toContain('5 messages per month');
    expect(await text('free')).toContain('Access to all scholars');
    expect(await text('free')).toContain('Basic citations');
    expect(await text('premium')).toContain('$7/month');
    expect(await text('premium')).toContain('Most Popular');
    for (const line of [
      'Unlimited messages',
      'Priority response time',
      'Detailed citation tracking',
      'Message history',
    ])
      expect(await text('premium')).toContain(line);
    // Quran Teacher is its own plan: the teacher and Free's grants, nothing of Premium.
    const teacher = await text('quran_teacher');
    expect(teacher).toContain('$7/month');
    expect(teacher).toContain('The AI Quran teacher on every verse, with pronunciation feedback');
    expect(teacher).not.toContain('Unlimited messages');
    expect(teacher).not.toContain('Premium');
    expect(await text('everything')).toContain('$25/month');
    expect(await text('everything')).toContain('The AI Islamic School for your children, 4 classes a month');
    expect(await text('school')).toContain('First week free, cancel anytime');

    // A free person: Current Plan on Free, Upgrade Now to /checkout, the others where they are bought.
    expect(
      ((await card('free')).getByRole('button', { name: 'Current Plan' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((await card('premium')).getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(
      (await card('everything')).getByRole('link', { name: 'Choose Everything Plan' }).getAttribute('href'),
    ).toBe('/subscription');
    expect(screen.getByRole('heading', { name: 'Feature Comparison' })).toBeTruthy();
  });

  it.each(['premium', 'quran_teacher', 'everything'] as const)(
    'marks %s as the Current Plan, and only it; the other paid plans are changed to',
    async (plan) => {
      serve(on(plan, plan === 'everything' ? { school: true } : {}));
      renderWithProviders(<PricingPage />);
      const current = await screen.findByTestId(`plan-${plan}`);
      expect(within(current).getByRole('button', { name: 'Current Plan' })).toBeTruthy();
      expect(current.getAttribute('data-current')).toBe('true');
      for (const other of ['free', 'premium', 'quran_teacher', 'everything'].filter((id) => id !== plan)) {
        const card = screen.getByTestId(`plan-${other}`);
        expect(card.getAttribute('data-current')).toBeNull();
        expect(within(card).queryByRole('button', { name: 'Current Plan' })).toBeNull();
        if (other !== 'free') expect(within(card).getByTestId(`change-to-${other}`)).toBeTruthy();
      }
    },
  );

  it('a person with the school’s own subscription sees it as their current plan', async () => {
    serve(on('free', { school: true }));
    renderWithProviders(<PricingPage />);
    const school = within(await screen.findByTestId('plan-school'));
    expect(school.getByRole('button', { name: 'Current Plan' })).toBeTruthy();
  });

  it('a paid person changing plan sees what is due now, confirms, and the Current Plan moves', async () => {
    const calls = serve(on('premium'));
    renderWithProviders(<PricingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change to Everything Plan' }));
    const dialog = within(await screen.findByTestId('plan-change-dialog'));
    expect((await dialog.findByTestId('plan-change-due-now')).textContent).toBe('$12.00');
    expect(dialog.getByText('Then $25/month from February 10, 2027')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/subscription/change')).toBe(false);

    fireEvent.click(dialog.getByRole('button', { name: 'Change Plan' }));
    expect(await screen.findByText('Plan Changed')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/subscription/change')?.body).toEqual({
      plan: 'everything',
    });
    const everything = within(screen.getByTestId('plan-everything'));
    expect(await everything.findByRole('button', { name: 'Current Plan' })).toBeTruthy();
  });

  it('a plan granting a part that is not open says when it opens and cannot be bought', async () => {
    const opens = '2027-03-01';
    const closed = {
      ...PLANS.everything,
      opensAt: opensAtOf(PLANS.everything.grants, { ...noneClosed, school: opens }),
    };
    expect(closed.opensAt).toBe(opens);
    serve(
      free,
      PLAN_IDS.map((id) => (id === 'everything' ? closed : PLANS[id])),
    );
    renderWithProviders(<PricingPage />);
    const card = within(await screen.findByTestId('plan-everything'));
    expect(card.getByTestId('opens-everything').textContent).toBe('Opens on March 1, 2027');
    expect((card.getByRole('button', { name: 'Not open yet' }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.queryByRole('link')).toBeNull();
  });

  it('every plan of the catalogue is open today', () => {
    expect(PLAN_IDS.map((id) => PLANS[id].opensAt)).toEqual([null, null, null, null, null]);
  });
});

const noneClosed = {
  unlimitedMessages: null,
  priorityResponses: null,
  detailedCitations: null,
  messageHistory: null,
  allPrayerLessons: null,
  quranTeacher: null,
  school: null,
};

describe('/subscription keeps its cards, described by the catalogue, and links to /pricing', () => {
  it('lists what the catalogue says and links to every plan', async () => {
    serve(free);
    renderWithProviders(<SubscriptionPage />);
    const teacher = await screen.findByTestId('plan-quran_teacher');
    expect(teacher.textContent).toContain('The AI Quran teacher on every verse, with pronunciation feedback');
    expect(teacher.textContent).not.toContain('Premium');
    expect(
      screen.getByRole('link', { name: 'See every plan and what it includes' }).getAttribute('href'),
    ).toBe('/pricing');
  });
});
