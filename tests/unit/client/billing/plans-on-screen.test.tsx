import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_IDS, PLANS, type Entitlements, type PaymentsMode } from '@/contracts/billing';
import { CheckoutPage } from '@/client/features/billing/pages/checkout-page';
import { PricingPage } from '@/client/features/billing/pages/pricing-page';
import { SuccessPage } from '@/client/features/billing/pages/success-page';
import { SubscriptionPage } from '@/client/features/billing/pages/subscription-page';
import { ProfilePage } from '@/client/features/profile/pages/profile-page';
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

function serve(
  status: { subscriptionStatus: string; subscriptionEndDate: string | null; entitlements: Entitlements },
  payments: PaymentsMode,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/user')
        return Response.json({ ...member, subscriptionStatus: status.subscriptionStatus });
      if (url === '/api/user/status') return Response.json(status);
      if (url === '/api/subscription/plans')
        return Response.json({ plans: PLAN_IDS.map((id) => PLANS[id]), payments });
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
}

const demo: PaymentsMode = { provider: 'demo', publishableKey: null };

beforeEach(() => applyLanguage('english', { persist: false }));
afterEach(() => vi.unstubAllGlobals());

describe('the client shows what the server says', () => {
  it('a cancelled plan still paid for shows as that plan on the profile, with its last day and no upgrade', async () => {
    serve(
      {
        subscriptionStatus: 'cancelled',
        subscriptionEndDate: '2026-12-20T00:00:00.000Z',
        entitlements: {
          ...free,
          plan: 'premium',
          premium: true,
          endsAt: '2026-12-20T00:00:00.000Z',
          allPrayerLessons: true,
        },
      },
      demo,
    );
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText('Access until')).toBeTruthy();
    expect(screen.getByText('Premium')).toBeTruthy();
    expect(screen.getByText('December 20, 2026')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('a running plan shows the next payment date and Cancel Subscription', async () => {
    serve(
      {
        subscriptionStatus: 'premium',
        subscriptionEndDate: '2026-12-20T00:00:00.000Z',
        entitlements: { ...free, plan: 'premium', premium: true, renewsAt: '2026-12-20T00:00:00.000Z' },
      },
      demo,
    );
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText('Next payment date')).toBeTruthy();
    expect(screen.getByText('December 20, 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
  });
});

describe('the subscription page’s plan buttons', () => {
  it('are disabled on the plan the person already has, and enabled otherwise', async () => {
    serve(
      {
        subscriptionStatus: 'quran_teacher',
        subscriptionEndDate: null,
        entitlements: { ...free, plan: 'quran_teacher', premium: true },
      },
      demo,
    );
    renderWithProviders(<SubscriptionPage />);
    const teacher = within(await screen.findByTestId('plan-quran_teacher'));
    expect((teacher.getByRole('button', { name: 'Current Plan' }) as HTMLButtonElement).disabled).toBe(true);
    // A running plan is changed, never doubled (decision 013).
    const everything = within(screen.getByTestId('plan-everything'));
    expect(
      (everything.getByRole('button', { name: 'Change to Everything Plan' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByText('Popular')).toBeTruthy();
    expect(screen.getByText('Best Value')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Feature Comparison' })).toBeTruthy();
    expect(screen.getByTestId('active-subscription')).toBeTruthy();
  });

  it('are disabled with the unavailable notice when payments are unavailable', async () => {
    serve(
      { subscriptionStatus: 'free', subscriptionEndDate: null, entitlements: free },
      { provider: 'unavailable', publishableKey: null },
    );
    renderWithProviders(<SubscriptionPage />);
    expect((await screen.findByTestId('payment-unavailable')).textContent).toContain(
      'Payment System Temporarily Unavailable',
    );
    for (const id of ['plan-quran_teacher', 'plan-everything']) {
      expect((within(screen.getByTestId(id)).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    }
  });
});

describe('pages whose data could not be loaded say so (server down)', () => {
  /** Answers 503 to `failing` until `up()`; then as `serve` does. */
  function serveDown(failing: string) {
    let down = true;
    const plans = { plans: PLAN_IDS.map((id) => PLANS[id]), payments: demo };
    const status = { subscriptionStatus: 'free', subscriptionEndDate: null, entitlements: free };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (down && url === failing)
          return Response.json(
            { message: 'The service is temporarily unavailable', code: 'SERVICE_UNAVAILABLE' },
            { status: 503 },
          );
        if (url === '/api/auth/user') return Response.json(member);
        if (url === '/api/user/status') return Response.json(status);
        if (url === '/api/subscription/plans') return Response.json(plans);
        return Response.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    return () => (down = false);
  }

  it.each([
    ['/profile', ProfilePage, '/api/user/status', 'Profile'],
    ['/pricing', PricingPage, '/api/subscription/plans', 'Simple, Transparent Pricing'],
    ['/subscription', SubscriptionPage, '/api/user/status', 'Choose Your Learning Path'],
    ['/checkout', CheckoutPage, '/api/subscription/plans', 'Complete Your Upgrade'],
  ])(
    '%s: "could not be loaded" with Try again instead of an endless spinner',
    async (_path, Page, failing, heading) => {
      const up = serveDown(failing);
      renderWithProviders(<Page />);

      expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
      expect(screen.queryByRole('status')).toBeNull();
      up();
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    },
  );
});

describe('the upgrade pages name the app as the interface does', () => {
  it('in Arabic, checkout and payment success say هداية, as the sidebar and footer do, not the Latin Hidaya', async () => {
    await applyLanguage('arabic', { persist: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        // A person who chose Arabic (their account's language is applied once they are known).
        if (url === '/api/auth/user') return Response.json({ ...member, language: 'arabic' });
        if (url === '/api/subscription/plans')
          return Response.json({ plans: PLAN_IDS.map((id) => PLANS[id]), payments: demo });
        return Response.json({
          subscriptionStatus: 'premium',
          subscriptionEndDate: null,
          entitlements: free,
        });
      }),
    );

    const checkout = renderWithProviders(<CheckoutPage />);
    expect(await screen.findByText('احصل على وصول غير محدود إلى هداية وجميع المزايا المميزة')).toBeTruthy();
    checkout.unmount();

    renderWithProviders(<SuccessPage />);
    expect(
      await screen.findByText('شكرًا لترقيتك إلى هداية بريميوم. لديك الآن وصول غير محدود إلى جميع المزايا.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('Hidaya');
  });
});
