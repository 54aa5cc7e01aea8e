import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomePage } from '@/client/features/home/pages/home-page';
import { SchoolPage } from '@/client/features/school/pages/school-page';
import { applyLanguage } from '@/client/lib/i18n';
import { member } from '../fixtures';
import { eachTestInEnglish, renderWithProviders } from '../render';
import { pillars, serveSchool, wudu } from './school-fixtures';

eachTestInEnglish();

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const classRequests = (calls: ReturnType<typeof serveSchool>) =>
  calls.filter((call) => call.url.startsWith('/api/sunday-school/classes')).map((call) => call.url);

describe('/sunday-school without the subscription', () => {
  it('shows the $25/month card; Subscribe Now opens the hosted checkout', async () => {
    const checkout = '/demo-checkout/demo_cs_school_1';
    const calls = serveSchool({
      subscribed: false,
      handler: (url) =>
        url === '/api/sunday-school/subscribe' ? Response.json({ checkoutUrl: checkout }) : undefined,
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderWithProviders(<SchoolPage />);

    const card = await screen.findByTestId('school-subscribe-card');
    expect(within(card).getByTestId('school-price').textContent).toBe('$25/month');
    expect(within(card).getByText('Cancel anytime. First week free trial.')).toBeTruthy();
    expect(screen.queryByText('Start a New Class')).toBeNull();
    expect(screen.queryByTestId('school-subscribed')).toBeNull();

    const subscribe = within(card).getByRole('button', { name: 'Subscribe Now' });
    await waitFor(() => expect((subscribe as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(subscribe);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkout));
    expect(calls.some((call) => call.url === '/api/sunday-school/subscribe' && call.method === 'POST')).toBe(
      true,
    );
  });

  it('says when the subscription cannot be taken (Subscription Error with the server message)', async () => {
    serveSchool({
      subscribed: false,
      handler: (url) =>
        url === '/api/sunday-school/subscribe'
          ? Response.json({ message: 'Payments are down', code: 'x y' }, { status: 503 })
          : undefined,
    });
    renderWithProviders(<SchoolPage />);
    const subscribe = await screen.findByRole('button', { name: 'Subscribe Now' });
    await waitFor(() => expect((subscribe as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(subscribe);
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Subscription Error');
    expect(toast.textContent).toContain('Payments are down');
  });
});

describe('/sunday-school with the subscription', () => {
  it('shows Subscribed, the form and the curriculum, and asks for the classes only once the age group and tradition are chosen', async () => {
    const calls = serveSchool();
    renderWithProviders(<SchoolPage />);
    expect((await screen.findByTestId('school-subscribed')).textContent).toBe('Subscribed');
    expect(screen.getByTestId('school-classes-used').textContent).toBe('Classes this billing period: 1 of 4');
    expect(screen.getByRole('heading', { name: 'Start a New Class' })).toBeTruthy();
    expect(screen.getByLabelText("Child's Name")).toBeTruthy();
    const curriculum = screen.getByTestId('school-curriculum');
    for (const line of ['60+ lesson plans', '120 minutes each', 'All age groups', 'Both traditions'])
      expect(within(curriculum).getByText(line)).toBeTruthy();

    expect(screen.getByText('Choose an age group and a tradition to see the classes.')).toBeTruthy();
    choose('Age Group', '5-7');
    expect(classRequests(calls)).toEqual([]);
    choose('Islamic Tradition', 'sunni');
    await screen.findByText('The Five Pillars of Islam');
    expect(classRequests(calls)).toEqual([
      '/api/sunday-school/classes?ageGroup=5-7&religion=islamic&madhab=sunni',
    ]);

    const card = screen.getAllByTestId('school-class-card')[0]!;
    expect(within(card).getByText('A house stands on five pillars.')).toBeTruthy();
    expect(within(card).getByTestId('school-class-ageGroup').textContent).toBe('5-7 years');
    expect(within(card).getByTestId('school-class-religion').textContent).toBe('Islamic');
    expect(within(card).getByTestId('school-class-duration').textContent).toBe('120 minutes');
    expect(within(card).getByTestId('school-class-topic').textContent).toBe('Pillars of Islam');
    expect(screen.getAllByTestId('school-class-card')).toHaveLength(2);

    // Another tradition is another list.
    choose('Islamic Tradition', 'shia');
    await waitFor(() =>
      expect(classRequests(calls)).toContain(
        '/api/sunday-school/classes?ageGroup=5-7&religion=islamic&madhab=shia',
      ),
    );
  });

  it("'Start 120-Min Class' is unavailable until the child's name is given, and pressed without it says so", async () => {
    serveSchool();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderWithProviders(<SchoolPage />);
    await screen.findByTestId('school-subscribed');
    choose('Age Group', '5-7');
    choose('Islamic Tradition', 'sunni');
    await screen.findByText('The Five Pillars of Islam');
    const start = screen.getAllByRole('button', { name: 'Start 120-Min Class' })[0]!;
    expect(start.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(start);
    expect(alert).toHaveBeenCalledWith("Please enter your child's name first!");
    expect(screen.queryByTestId('classroom')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Child's Name"));

    choose("Child's Name", '   ');
    expect(start.getAttribute('aria-disabled')).toBe('true');
    choose("Child's Name", 'Yusuf');
    expect(start.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(start);
    expect(await screen.findByTestId('classroom')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The Five Pillars of Islam');
    expect(screen.getByTestId('classroom-welcome').textContent).toBe('Welcome, Yusuf! - 5-7 years old');
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('refuses a name that is not a first name, with the message under the field', async () => {
    serveSchool();
    renderWithProviders(<SchoolPage />);
    await screen.findByTestId('school-subscribed');
    choose('Age Group', '5-7');
    choose('Islamic Tradition', 'sunni');
    await screen.findByText('The Five Pillars of Islam');
    choose("Child's Name", 'Yusuf 123');
    fireEvent.click(screen.getAllByRole('button', { name: 'Start 120-Min Class' })[0]!);
    expect(
      await screen.findByText("Enter only the child's first name (letters, spaces, hyphens)"),
    ).toBeTruthy();
    expect(screen.queryByTestId('classroom')).toBeNull();
  });

  it("says 'No classes available for the selected criteria.' when the list is empty", async () => {
    serveSchool({ classes: [] });
    renderWithProviders(<SchoolPage />);
    await screen.findByTestId('school-subscribed');
    choose('Age Group', '11-13');
    choose('Islamic Tradition', 'shia');
    expect((await screen.findByTestId('school-classes-empty')).textContent).toBe(
      'No classes available for the selected criteria.',
    );
    expect(screen.queryByTestId('school-class-card')).toBeNull();
  });

  it('offers to resume a class left open, and lists the past classes with a link to each transcript', async () => {
    serveSchool({
      handler: (url) => {
        const past = {
          sessionId: 41,
          classTitle: pillars.title,
          studentName: 'Yusuf',
          ageGroup: '5-7',
          status: 'active',
          startedAt: '2026-11-27T10:00:00.000Z',
          endedAt: null,
          totalMinutes: 12,
          points: 10,
          badges: ['Story Listener'],
          flaggedMessages: 1,
        };
        if (url === '/api/sunday-school/sessions/current') return Response.json(past);
        if (url === '/api/sunday-school/sessions') {
          return Response.json([
            past,
            { ...past, sessionId: 40, classTitle: wudu.title, status: 'completed', flaggedMessages: 0 },
          ]);
        }
        return undefined;
      },
    });
    renderWithProviders(<SchoolPage />);
    const banner = await screen.findByTestId('school-resume');
    expect(banner.textContent).toContain(
      'Yusuf\'s class "The Five Pillars of Islam" stopped before its end. Carry on where it stopped.',
    );
    const past = await screen.findAllByTestId('school-past-class');
    expect(past.map((link) => link.getAttribute('href'))).toEqual([
      '/sunday-school/classes/41',
      '/sunday-school/classes/40',
    ]);
    expect(within(past[0]!).getByTestId('school-past-flagged').textContent).toBe('Flagged messages: 1');
    expect(within(past[1]!).queryByTestId('school-past-flagged')).toBeNull();
    expect(past[1]!.textContent).toContain('Completed');

    fireEvent.click(within(banner).getByRole('button', { name: 'Resume Class' }));
    expect(await screen.findByTestId('classroom')).toBeTruthy();
    expect(screen.getByTestId('classroom-points').textContent).toBe('10');
    expect(screen.getByTestId('classroom-badges').textContent).toBe('1');
  });

  it('is in Arabic, right to left, with the spec strings translated', async () => {
    // The signed-in person's own language is Arabic: the page follows it.
    serveSchool({
      subscribed: false,
      handler: (url) =>
        url === '/api/auth/user' ? Response.json({ ...member, language: 'arabic' }) : undefined,
    });
    await applyLanguage('arabic', { persist: false });
    renderWithProviders(<SchoolPage />);
    const card = await screen.findByTestId('school-subscribe-card');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(card).getByRole('button', { name: 'اشترك الآن' })).toBeTruthy();
    expect(within(card).getByText('يمكنك الإلغاء في أي وقت. الأسبوع الأول تجربة مجانية.')).toBeTruthy();
  });
});

describe('the home page card of the school', () => {
  it('leads to /sunday-school without saying it is not built yet', async () => {
    serveSchool();
    renderWithProviders(<HomePage user={member} />);
    const card = (await screen.findByText('AI Islamic School')).closest('a')!;
    expect(card.getAttribute('href')).toBe('/sunday-school');
    expect(within(card).queryByTestId('not-built-yet')).toBeNull();
  });
});
