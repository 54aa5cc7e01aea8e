import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  expectNoSeriousAxeViolations,
  newPage,
  pageErrors,
  registerViaApi,
  uniqueAccount,
} from './support/browser';
import { cutEnds, prayInUtc, recordPrayer, toast } from './support/page';

const browser = browserForFile();

/** Records one of today's prayers through the tracker's API (no location: the sample schedule). */
async function trackPrayer(page: Page, prayerType: string) {
  await prayInUtc(page);
  await recordPrayer(page, prayerType);
}

/** The text of the heading that has the keyboard focus, or what has it instead. */
const headingWithFocus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active && /^H[1-6]$/.test(active.tagName)
      ? active.textContent
      : `not a heading: ${active?.tagName} ${active?.textContent}`;
  });

const leaderboardRows = (page: Page) =>
  page
    .getByTestId('group-leaderboard')
    .getByTestId('leaderboard-row')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('[data-testid="leaderboard-username"]')!.firstChild!.textContent,
        row.querySelector('[data-testid="leaderboard-points"]')!.textContent,
      ]),
    );

describe('study groups', () => {
  it('create, copy the code, a second person joins, both on the leaderboard with real points, leave, delete', async () => {
    const owner = await newPage(browser());
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const ownerAccount = await registerViaApi(owner.page);
    await trackPrayer(owner.page, 'fajr'); // 150 points

    await owner.page.goto('/groups');
    await expect.poll(() => owner.page.getByRole('heading', { level: 1 }).textContent()).toBe('Study Groups');
    await expect.poll(() => owner.page.getByTestId('no-groups').textContent()).toContain('No Groups Yet');
    await expectNoSeriousAxeViolations(owner.page);

    // Create Group: a blank name is refused with the spec's message, then the group is made.
    await owner.page.getByTestId('create-group-open').click();
    const dialog = owner.page.getByTestId('create-group');
    await dialog.getByTestId('create-group-form-submit').click();
    await expect.poll(() => dialog.textContent()).toContain('Group name is required');
    await expectNoSeriousAxeViolations(owner.page);
    await dialog.getByLabel('Group name').fill('Family Fajr Circle');
    await dialog.getByLabel('Description (optional)').fill('We pray Fajr together');
    await dialog.getByLabel('Maximum members').fill('3');
    await dialog.getByTestId('create-group-form-submit').click();
    await expect.poll(() => dialog.textContent()).toContain('Choose between 5 and 100 members');
    await dialog.getByLabel('Maximum members').fill('10');
    await dialog.getByTestId('create-group-form-submit').click();
    await expect.poll(() => toast(owner.page).textContent()).toContain('Group Created');

    // The detail view opens on the new group; copy its code.
    const detail = owner.page.getByTestId('group-detail');
    await expect
      .poll(() => detail.getByRole('heading', { level: 2 }).textContent())
      .toBe('Family Fajr Circle');
    const code = (await detail.getByTestId('group-code').textContent())!;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    await detail.getByTestId('copy-code').click();
    await expect.poll(() => toast(owner.page).textContent()).toContain('Group code copied to clipboard');
    expect(await toast(owner.page).textContent()).toContain('Copied');
    expect(await owner.page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(await detail.getByRole('button', { name: 'Delete Group' }).count()).toBe(1);
    await expectNoSeriousAxeViolations(owner.page);

    // A second person, in another browser context, tracks a prayer and joins with the code typed in lower case.
    const member = await newPage(browser());
    const memberAccount = await registerViaApi(member.page);
    await trackPrayer(member.page, 'maghrib'); // 120 points
    await member.page.goto('/groups');
    await member.page.getByTestId('join-group-open').click();
    const join = member.page.getByTestId('join-group');
    expect(await join.getByLabel('Group code').getAttribute('maxlength')).toBe('6');
    await join.getByTestId('join-group-submit').click();
    await expect.poll(() => join.textContent()).toContain('Please enter a group code');
    await join.getByLabel('Group code').fill(code.toLowerCase());
    expect(await join.getByLabel('Group code').inputValue()).toBe(code);
    await join.getByTestId('join-group-submit').click();
    await expect.poll(() => toast(member.page).textContent()).toContain('Joined Group');
    expect(await toast(member.page).textContent()).toContain('Family Fajr Circle');

    // Both are on the leaderboard with their real points, the owner first.
    const memberDetail = member.page.getByTestId('group-detail');
    await expect
      .poll(() => leaderboardRows(member.page))
      .toEqual([
        [ownerAccount.username, 'Points: 150'],
        [memberAccount.username, 'Points: 120'],
      ]);
    await memberDetail.getByRole('tab', { name: 'Members' }).click();
    await expect.poll(() => memberDetail.getByTestId('group-member').count()).toBe(2);
    expect(await memberDetail.getByTestId('group-members').textContent()).toContain('Owner');
    await expectNoSeriousAxeViolations(member.page);

    // The owner sees the new member too.
    await owner.page.reload();
    await owner.page.getByTestId('group-card').click();
    await expect.poll(() => leaderboardRows(owner.page)).toHaveLength(2);

    // Leaving asks first; cancelling keeps the membership.
    await memberDetail.getByRole('button', { name: 'Leave Group' }).click();
    const confirm = member.page.getByRole('alertdialog');
    await expect
      .poll(() => confirm.textContent())
      .toContain('Are you sure you want to leave "Family Fajr Circle"?');
    await expectNoSeriousAxeViolations(member.page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await memberDetail.isVisible()).toBe(true);
    await memberDetail.getByRole('button', { name: 'Leave Group' }).click();
    await member.page.getByRole('alertdialog').getByRole('button', { name: 'Leave Group' }).click();
    await expect.poll(() => toast(member.page).textContent()).toContain('Left Group');
    await expect.poll(() => member.page.getByTestId('no-groups').isVisible()).toBe(true);

    // The owner deletes the group; it is gone for everyone.
    await owner.page.getByTestId('group-detail').getByRole('button', { name: 'Delete Group' }).click();
    await owner.page.getByRole('alertdialog').getByRole('button', { name: 'Delete Group' }).click();
    await expect.poll(() => toast(owner.page).textContent()).toContain('Group Deleted');
    await expect.poll(() => owner.page.getByTestId('no-groups').isVisible()).toBe(true);
    const again = await member.page.request.post('/api/groups/join', { data: { code } });
    expect(again.status()).toBe(404);

    expect(pageErrors(owner.page)).toEqual([]);
    expect(pageErrors(member.page)).toEqual([]);
    await owner.context.close();
    await member.context.close();
  }, 180_000);

  it('from the keyboard: opening a group and going back put the focus on the heading of what opened', async () => {
    const { context, page } = await newPage(browser());
    await registerViaApi(page);
    const created = await page.request.post('/api/groups', { data: { name: 'Keyboard Circle' } });
    expect(created.status()).toBe(201);
    await page.goto('/groups');
    const focusedHeading = () => headingWithFocus(page);

    await page.getByTestId('group-card').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(focusedHeading).toContain('Keyboard Circle');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Back to Groups');
    await page.keyboard.press('Enter');
    await expect.poll(focusedHeading).toBe('My Groups');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('from the keyboard: a group created in the dialog takes the focus, not the Create Group button', async () => {
    const { context, page } = await newPage(browser());
    await registerViaApi(page);

    // The Study Groups page opens the new group: the focus is on its heading.
    await page.goto('/groups');
    await page.getByTestId('create-group-open').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('create-group');
    await dialog.getByLabel('Group name').fill('Focus Circle');
    await page.keyboard.press('Enter');
    await expect.poll(() => toast(page).textContent()).toContain('Group Created');
    await expect.poll(() => headingWithFocus(page)).toContain('Focus Circle');
    // It stays there: the closed dialog does not take it back to its button.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await headingWithFocus(page)).toContain('Focus Circle');

    // The Community page chooses it: the focus is on its entry in My Groups, its leaderboard beside.
    await page.goto('/gamification');
    await page.getByTestId('community-create-group-open').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('community-create-group').getByLabel('Group name').fill('Second Circle');
    await page.keyboard.press('Enter');
    const chosenWithFocus = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.getAttribute('aria-pressed') === 'true'
          ? active.textContent
          : `not a chosen group: ${active?.tagName} ${active?.textContent}`;
      });
    await expect.poll(chosenWithFocus).toContain('Second Circle');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await chosenWithFocus()).toContain('Second Circle');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('lays the Study Groups page out right to left in Arabic at 375 px, a long Latin name cut at its end', async () => {
    const { context, page } = await newPage(browser(), { language: 'arabic', width: 375, height: 740 });
    const { username } = await registerViaApi(page, uniqueAccount('long_member_name'));
    await page.request.post('/api/groups', { data: { name: 'حلقة الفجر', description: 'نصلي معًا' } });
    await page.goto('/groups');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('مجموعات الدراسة');
    await page.getByTestId('group-card').click();
    await expect.poll(() => page.getByTestId('group-detail').textContent()).toContain('العودة إلى المجموعات');
    // A long name on the leaderboard is cut, never widening the page, and keeps its beginning.
    await expect.poll(() => page.getByTestId('leaderboard-row').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const cutAtItsEnd = { cut: true, firstShown: true, lastShown: false };
    expect(await cutEnds(page.getByTestId('leaderboard-row'), username)).toEqual(cutAtItsEnd);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('tab', { name: 'الأعضاء' }).click();
    await expect.poll(() => page.getByTestId('group-member').count()).toBe(1);
    expect(await cutEnds(page.getByTestId('group-member'), username)).toEqual(cutAtItsEnd);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('community page', () => {
  it('shows real figures, creates and joins with its own limits, logs a quick action for the group', async () => {
    const { context, page } = await newPage(browser());
    await registerViaApi(page);
    await trackPrayer(page, 'isha'); // 110 points
    await page.goto('/gamification');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Islamic Community & Competition');
    await expect.poll(() => page.getByTestId('community-total-points').textContent()).toContain('110');
    await expect.poll(() => page.getByTestId('community-groups').textContent()).toContain('0');
    await expectNoSeriousAxeViolations(page);

    // The overview's create dialog allows 2 to 200 members.
    await page.getByTestId('community-create-group-open').click();
    const create = page.getByTestId('community-create-group');
    await create.getByLabel('Group name').fill('Masjid Youth');
    await create.getByLabel('Maximum members').fill('201');
    await create.getByTestId('community-create-group-form-submit').click();
    await expect.poll(() => create.textContent()).toContain('Choose between 2 and 200 members');
    await create.getByLabel('Maximum members').fill('2');
    await create.getByTestId('community-create-group-form-submit').click();
    await expect.poll(() => toast(page).textContent()).toContain('Group created successfully!');
    await expect.poll(() => page.getByTestId('community-groups').textContent()).toContain('1');
    await expect.poll(() => page.getByTestId('community-leaderboard').textContent()).toContain('Points: 110');

    // The overview's join dialog takes 8 characters.
    await page.getByTestId('community-join-group-open').click();
    expect(
      await page.getByTestId('community-join-group').getByLabel('Group code').getAttribute('maxlength'),
    ).toBe('8');
    await page.keyboard.press('Escape');

    // Recent Activity is empty until something is logged.
    await expect
      .poll(() => page.getByTestId('recent-activity-empty').textContent())
      .toBe('No activity yet...');

    // A quick action is logged for the selected group, with the community toast.
    await page.getByTestId('community-action-good_deed').click();
    await expect.poll(() => toast(page).textContent()).toContain('Activity logged successfully!');
    // It heads Recent Activity, with its points and its group; the empty state is gone.
    await expect
      .poll(() => page.getByTestId('recent-activity-entry').allTextContents())
      .toEqual([expect.stringMatching(/^Good deed \+20.* · for Masjid Youth$/)]);
    expect(await page.getByTestId('recent-activity-empty').count()).toBe(0);
    await expect.poll(() => page.getByTestId('community-leaderboard').textContent()).toContain('Points: 130');
    const activities = (await (await page.request.get('/api/user/activities')).json()) as {
      activities: { activityType: string; groupId: number | null }[];
    };
    expect(activities.activities[0]).toMatchObject({ activityType: 'good_deed' });
    expect(activities.activities[0]!.groupId).not.toBeNull();

    // The Groups tab requires a description and allows up to 500 members.
    await page.getByRole('tab', { name: 'Groups' }).click();
    const form = page.getByTestId('community-groups-tab-create');
    await form.getByLabel('Group name').fill('Quran Circle');
    await form.getByLabel('Maximum members').fill('500');
    await form.getByTestId('community-groups-tab-create-submit').click();
    await expect.poll(() => form.textContent()).toContain('Description is required');
    await form.getByLabel('Description').fill('Reading together');
    await form.getByTestId('community-groups-tab-create-submit').click();
    await expect.poll(() => toast(page).textContent()).toContain('Group created successfully!');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('tab', { name: 'Badges' }).click();
    await expect
      .poll(() => page.getByTestId('achievement-badges').textContent())
      .toContain('Islamic Achievement Badges');

    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect.poll(() => page.getByTestId('group-picker').count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('is right to left in Arabic at 375 px, a long Latin name cut at its end', async () => {
    const { context, page } = await newPage(browser(), { language: 'arabic', width: 375, height: 740 });
    const { username } = await registerViaApi(page, uniqueAccount('long_member_name'));
    await page.request.post('/api/groups', { data: { name: 'حلقة الفجر', description: 'نصلي معًا' } });
    await page.goto('/gamification');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('المجتمع الإسلامي والمنافسة');
    // A long name on the leaderboard is cut, never widening the page, and keeps its beginning.
    await expect.poll(() => page.getByTestId('leaderboard-row').count()).toBe(1);
    expect(await cutEnds(page.getByTestId('leaderboard-row'), username)).toEqual({
      cut: true,
      firstShown: true,
      lastShown: false,
    });
    await expect
      .poll(() => page.getByTestId('recent-activity-empty').textContent())
      .toBe('لا يوجد نشاط بعد...');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeViolations(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
