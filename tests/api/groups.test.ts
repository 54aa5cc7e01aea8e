import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_CODE_GUESSES, JOIN_CODE_GUESSES_PER_ADDRESS } from '@/server/features/community/groups/service';
import { createTestApp, registeredClient, type TestApp, type TestClient } from './support/app';

let t: TestApp;
const now = new Date('2026-11-21T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

async function person() {
  const { client, user } = await registeredClient(t.app);
  await client.put('/api/prayer-settings', { timeZone: 'UTC' });
  return { client, user };
}

async function createGroup(client: TestClient, payload: Record<string, unknown> = {}) {
  const response = await client.post('/api/groups', {
    name: 'Family Circle',
    description: 'We pray together',
    ...payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; code: string; name: string };
}

const pray = (client: TestClient, prayerDate: string, prayerType: string) =>
  client.post('/api/prayer-records', { prayerType, prayerDate });

async function perfectDay(client: TestClient, date: string) {
  for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'])
    expect((await pray(client, date, prayer)).statusCode).toBe(201);
}

async function count(query: ReturnType<typeof sql>) {
  const result = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

describe('creating and listing groups', () => {
  it('creates a group with a 6-character unambiguous code; the creator is its owner', async () => {
    const { client, user } = await person();
    const group = await createGroup(client, { maxMembers: 12 });
    expect(group).toMatchObject({
      name: 'Family Circle',
      description: 'We pray together',
      isPrivate: false,
      maxMembers: 12,
      memberCount: 1,
      isOwner: true,
      isMember: true,
      createdBy: user.id,
    });
    expect(group.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    const members = (await client.get(`/api/groups/${group.id}/members`)).json();
    expect(members).toEqual([
      expect.objectContaining({ id: user.id, username: user.username, role: 'owner', totalPoints: 0 }),
    ]);
    expect((await client.get('/api/groups/my-groups')).json()).toEqual([
      expect.objectContaining({ id: group.id, isOwner: true, memberCount: 1 }),
    ]);
  });

  it('refuses a blank name, an over-long name and member limits outside 2 to 500 with clear messages', async () => {
    const { client } = await person();
    const blank = await client.post('/api/groups', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: 'Group name is required',
      code: 'groupNameRequired',
      field: 'name',
    });
    expect((await client.post('/api/groups', { name: 'x'.repeat(101) })).json().code).toBe(
      'groupNameTooLong',
    );
    for (const maxMembers of [1, 501, 2.5]) {
      const response = await client.post('/api/groups', { name: 'Limits', maxMembers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'A group can have between 2 and 500 members',
        field: 'maxMembers',
      });
    }
    expect((await client.post('/api/groups', { name: 'Pair', maxMembers: 2 })).statusCode).toBe(201);
    expect((await client.post('/api/groups', { name: 'Crowd', maxMembers: 500 })).statusCode).toBe(201);
  });

  it('never lists a private group; public groups are listed for everyone', async () => {
    const { client: owner } = await person();
    const secret = await createGroup(owner, { name: 'Secret circle', isPrivate: true });
    const open = await createGroup(owner, { name: 'Open circle' });
    const { client: stranger } = await person();
    const listed = (await stranger.get('/api/groups')).json() as { id: number; isMember: boolean }[];
    expect(listed.map((g) => g.id)).toContain(open.id);
    expect(listed.map((g) => g.id)).not.toContain(secret.id);
    expect(listed.find((g) => g.id === open.id)!.isMember).toBe(false);
    // Even its owner does not see it in the public list; it is in their own groups.
    const ownersList = await owner.get('/api/groups');
    expect(ownersList.statusCode, ownersList.body).toBe(200);
    expect(((await owner.get('/api/groups')).json() as { id: number }[]).map((g) => g.id)).not.toContain(
      secret.id,
    );
    expect(
      ((await owner.get('/api/groups/my-groups')).json() as { id: number }[]).map((g) => g.id),
    ).toContain(secret.id);
  });
});

describe('a group is its members only', () => {
  it('answers 404 to a non-member for the group, its members, leaderboard and challenges', async () => {
    const { client: owner } = await person();
    const group = await createGroup(owner, { isPrivate: true });
    const { client: stranger } = await person();
    for (const path of ['', '/members', '/leaderboard', '/challenges']) {
      const response = await stranger.get(`/api/groups/${group.id}${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Group not found', code: 'groupNotFound' });
    }
    // A public group is no different: listing it does not open its members to everyone.
    const open = await createGroup(owner);
    expect((await stranger.get(`/api/groups/${open.id}/members`)).statusCode).toBe(404);
    // Nor can a stranger leave, delete or set challenges for it, or log activities in its name.
    expect((await stranger.delete(`/api/groups/${group.id}/leave`)).statusCode).toBe(404);
    expect((await stranger.delete(`/api/groups/${group.id}`)).statusCode).toBe(404);
    expect(
      (
        await stranger.post(`/api/groups/${group.id}/challenges`, {
          name: 'x',
          challengeType: 'points',
          targetValue: 10,
          startDate: '2026-11-01',
          endDate: '2026-11-30',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await stranger.post('/api/activities', { activityType: 'good_deed', groupId: group.id })).statusCode,
    ).toBe(404);
    // A group that does not exist looks the same.
    expect((await stranger.get('/api/groups/2147483647/members')).statusCode).toBe(404);
  });

  it('refuses requests from someone signed out with 401', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/groups/my-groups' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('joining by code', () => {
  it('joins with the code in any case, surrounded by spaces; the answer names the group', async () => {
    const { client: owner } = await person();
    const group = await createGroup(owner, { name: 'Masjid youth' });
    const { client: member, user } = await person();
    const joined = await member.post('/api/groups/join', { code: `  ${group.code.toLowerCase()} ` });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({
      message: 'Successfully joined group!',
      code: 'groupJoined',
      groupId: group.id,
      groupName: 'Masjid youth',
    });
    const members = (await owner.get(`/api/groups/${group.id}/members`)).json() as {
      id: number;
      role: string;
    }[];
    expect(members.map((m) => [m.id, m.role])).toContainEqual([user.id, 'member']);
  });

  it('refuses joining twice (409), an unknown code (404) and a blank code (400)', async () => {
    const { client: owner } = await person();
    const group = await createGroup(owner);
    const { client: member } = await person();
    expect((await member.post('/api/groups/join', { code: group.code })).statusCode).toBe(200);
    const twice = await member.post('/api/groups/join', { code: group.code });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      message: 'You are already a member of this group',
      code: 'alreadyGroupMember',
      field: 'code',
    });
    expect((await owner.post('/api/groups/join', { code: group.code })).statusCode).toBe(409);
    const unknown = await member.post('/api/groups/join', { code: '000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No group has this code', code: 'groupCodeNotFound' });
    const blank = await member.post('/api/groups/join', { code: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: 'Please enter a group code',
      code: 'groupCodeRequired',
      field: 'code',
    });
  });

  it('slows down guessing at codes: after 10 wrong codes in 15 minutes even a right one is 429', async () => {
    const { client: owner } = await person();
    const group = await createGroup(owner, { isPrivate: true });
    const { client: guesser } = await person();
    for (let i = 0; i < JOIN_CODE_GUESSES; i++) {
      expect((await guesser.post('/api/groups/join', { code: '000000' })).statusCode).toBe(404);
    }
    const refused = await guesser.post('/api/groups/join', { code: group.code });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests. Please slow down and try again shortly.',
      code: 'tooManyRequests',
    });
    expect((await owner.get(`/api/groups/${group.id}/members`)).json()).toHaveLength(1);
    // Someone else (a right code, or a few typos) is not held up by the guesser.
    const { client: friend } = await person();
    expect((await friend.post('/api/groups/join', { code: 'ZZZZZZ' })).statusCode).toBe(404);
    expect((await friend.post('/api/groups/join', { code: group.code.toLowerCase() })).statusCode).toBe(200);
  });

  it('counts wrong codes per IP address too, so new accounts buy no new guesses; a shared address keeps room for typos', async () => {
    const { client: owner } = await person();
    const group = await createGroup(owner, { isPrivate: true });
    const joinFrom = (client: TestClient, ip: string, code: string) =>
      client.request({ method: 'POST', url: '/api/groups/join', remoteAddress: ip, payload: { code } });
    const school = '10.0.4.1';
    // Fresh accounts, each staying under the per-person limit, from one address.
    let wrong = 0;
    while (wrong < JOIN_CODE_GUESSES_PER_ADDRESS - 1) {
      const { client } = await person();
      for (let i = 0; i < JOIN_CODE_GUESSES - 1 && wrong < JOIN_CODE_GUESSES_PER_ADDRESS - 1; i++, wrong++)
        expect((await joinFrom(client, school, 'ZZZZZZ')).statusCode).toBe(404);
    }
    // Just under the address's limit, someone there with the right code still joins.
    const { client: pupil } = await person();
    expect((await joinFrom(pupil, school, group.code)).statusCode).toBe(200);
    expect((await joinFrom(pupil, school, 'ZZZZZZ')).statusCode).toBe(404);

    const { client: fresh } = await person();
    const refused = await joinFrom(fresh, school, group.code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests. Please slow down and try again shortly.',
      code: 'tooManyRequests',
    });
    expect((await joinFrom(fresh, '10.0.4.2', group.code)).statusCode).toBe(200);
    expect((await owner.get(`/api/groups/${group.id}`)).json().memberCount).toBe(3);
  });

  it('refuses a full group with a clear message, also when the last places are taken at once', async () => {
    const { client: owner } = await person();
    const group = await createGroup(owner, { maxMembers: 3 });
    const candidates = await Promise.all([person(), person(), person(), person()]);
    const answers = await Promise.all(
      candidates.map(({ client }) => client.post('/api/groups/join', { code: group.code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toEqual({
        message: 'This group is full: it has reached its member limit',
        code: 'groupFull',
        field: 'code',
      });
    expect((await owner.get(`/api/groups/${group.id}`)).json().memberCount).toBe(3);
  });
});

describe('leaving and deleting', () => {
  it('a member leaves and no longer sees the group; the owner cannot leave', async () => {
    const { client: owner } = await person();
    const group = await createGroup(owner);
    const { client: member } = await person();
    await member.post('/api/groups/join', { code: group.code });
    const left = await member.delete(`/api/groups/${group.id}/leave`);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ message: 'You have left the group', code: 'groupLeft' });
    expect((await member.get('/api/groups/my-groups')).json()).toEqual([]);
    expect((await member.get(`/api/groups/${group.id}/leaderboard`)).statusCode).toBe(404);
    expect((await owner.get(`/api/groups/${group.id}`)).json().memberCount).toBe(1);
    // Leaving frees the place: the member may come back.
    expect((await member.post('/api/groups/join', { code: group.code })).statusCode).toBe(200);

    const ownerLeaves = await owner.delete(`/api/groups/${group.id}/leave`);
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().code).toBe('ownerCannotLeave');
  });

  it('only the owner deletes; the members, challenges and activity links go with the group', async () => {
    const { client: owner } = await person();
    const group = await createGroup(owner);
    const { client: member } = await person();
    await member.post('/api/groups/join', { code: group.code });
    const challenge = await owner.post(`/api/groups/${group.id}/challenges`, {
      name: 'Prayer Streak Week',
      challengeType: 'perfect_days',
      targetValue: 14,
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
    expect(challenge.statusCode).toBe(201);
    const activity = await member.post('/api/activities', { activityType: 'good_deed', groupId: group.id });
    expect(activity.statusCode).toBe(201);
    expect(activity.json()).toMatchObject({ groupId: group.id, points: 20 });

    const refused = await member.delete(`/api/groups/${group.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Only the group owner can delete the group',
      code: 'onlyOwnerCanDelete',
    });

    const deleted = await owner.delete(`/api/groups/${group.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'The group has been deleted', code: 'groupDeleted' });
    expect(
      await count(sql`select count(*)::int as n from group_memberships where group_id = ${group.id}`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from group_challenges where group_id = ${group.id}`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from study_groups where id = ${group.id}`)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from user_activities where group_id = ${group.id}`),
    ).toBe(0);
    // The member keeps the points of the activity; the group is gone for both.
    expect((await member.get('/api/user/stats')).json().totalPoints).toBe(20);
    expect((await member.get('/api/groups/my-groups')).json()).toEqual([]);
    expect((await owner.get(`/api/groups/${group.id}`)).statusCode).toBe(404);
    expect((await owner.post('/api/groups/join', { code: group.code })).statusCode).toBe(404);
  });
});

describe('leaderboard and challenges', () => {
  it("an owner's account deleted takes the group, and its members' activities stop naming it", async () => {
    const { client: owner, account } = await registeredClient(t.app);
    const group = await createGroup(owner);
    const { client: member } = await person();
    expect((await member.post('/api/groups/join', { code: group.code })).statusCode).toBe(200);
    const activity = await member.post('/api/activities', { activityType: 'good_deed', groupId: group.id });
    expect(activity.json()).toMatchObject({ groupId: group.id, points: 20 });
    expect((await owner.delete('/api/user', { password: account.password })).statusCode).toBe(200);
    expect((await member.get('/api/groups/my-groups')).json()).toEqual([]);
    // As when the owner deletes the group (decision 020): the activity and its points stay, the group's id goes.
    const { activities, totalPoints } = (await member.get('/api/user/activities')).json();
    expect(activities).toEqual([expect.objectContaining({ activityType: 'good_deed', groupId: null })]);
    expect(totalPoints).toBe(20);
  });

  it("lists a person's own activities newest first, with the group each counted for, never another's", async () => {
    const { client: owner } = await person();
    const group = await createGroup(owner);
    const { client: member } = await person();
    expect((await member.get('/api/user/activities')).json()).toEqual({ totalPoints: 0, activities: [] });
    expect((await member.post('/api/groups/join', { code: group.code })).statusCode).toBe(200);
    expect((await owner.post('/api/activities', { activityType: 'quran_reading' })).statusCode).toBe(201);
    expect((await member.post('/api/activities', { activityType: 'good_deed' })).statusCode).toBe(201);
    expect(
      (await member.post('/api/activities', { activityType: 'quran_reading', groupId: group.id })).statusCode,
    ).toBe(201);
    const { activities } = (await member.get('/api/user/activities')).json();
    expect(activities).toEqual([
      expect.objectContaining({ activityType: 'quran_reading', groupId: group.id, points: 10 }),
      expect.objectContaining({ activityType: 'good_deed', groupId: null, points: 20 }),
    ]);
  });

  it('ranks members by their real points, with current streaks', async () => {
    const { client: owner, user: ownerUser } = await person();
    const group = await createGroup(owner);
    const { client: member, user: memberUser } = await person();
    await member.post('/api/groups/join', { code: group.code });
    await perfectDay(member, '2026-11-20'); // 580 points, a 1-day streak
    expect((await pray(member, '2026-11-21', 'fajr')).statusCode).toBe(201); // +150
    expect((await pray(owner, '2026-11-21', 'fajr')).statusCode).toBe(201); // 150

    const board = (await owner.get(`/api/groups/${group.id}/leaderboard`)).json();
    expect(board).toEqual([
      {
        rank: 1,
        userId: memberUser.id,
        username: memberUser.username,
        totalPoints: 730,
        currentStreak: 1,
        isMe: false,
      },
      {
        rank: 2,
        userId: ownerUser.id,
        username: ownerUser.username,
        totalPoints: 150,
        currentStreak: 0,
        isMe: true,
      },
    ]);
    expect((await owner.get(`/api/groups/${group.id}/leaderboard?limit=1`)).json()).toHaveLength(1);
    const members = (await member.get(`/api/groups/${group.id}/members`)).json() as {
      id: number;
      totalPoints: number;
    }[];
    expect(members.find((m) => m.id === memberUser.id)!.totalPoints).toBe(730);

    const standing = (await member.get('/api/groups/my-standing')).json();
    expect(standing.group).toEqual({ id: group.id, name: 'Family Circle' });
    expect(standing.leaderboard.map((r: { userId: number }) => r.userId)).toEqual([
      memberUser.id,
      ownerUser.id,
    ]);
  });

  it('computes challenge progress from the members records over the challenge dates', async () => {
    const { client: owner } = await person();
    const group = await createGroup(owner);
    const { client: member } = await person();
    await member.post('/api/groups/join', { code: group.code });
    const challenge = (type: string, targetValue: number, startDate = '2026-11-15', endDate = '2026-11-21') =>
      owner.post(`/api/groups/${group.id}/challenges`, {
        name: `Challenge ${type}`,
        description: 'Together',
        challengeType: type,
        targetValue,
        startDate,
        endDate,
      });
    for (const [type, target] of [
      ['prayers_completed', 20],
      ['perfect_days', 4],
      ['points', 2000],
      ['group_activities', 2],
    ] as const)
      expect((await challenge(type, target)).statusCode).toBe(201);
    // A finished challenge is listed but not "active" on the dashboard.
    expect((await challenge('perfect_days', 1, '2026-10-01', '2026-10-31')).statusCode).toBe(201);

    await perfectDay(member, '2026-11-20');
    await perfectDay(owner, '2026-11-20');
    await pray(owner, '2026-11-21', 'fajr');
    await pray(owner, '2026-11-14', 'fajr'); // before the challenge: not counted
    await member.post('/api/activities', { activityType: 'good_deed', groupId: group.id });

    const list = (await member.get(`/api/groups/${group.id}/challenges`)).json() as {
      challengeType: string;
      currentValue: number;
      progress: number;
      startDate: string;
    }[];
    const byType = Object.fromEntries(
      list.filter((c) => c.startDate === '2026-11-15').map((c) => [c.challengeType, c]),
    );
    expect(byType.prayers_completed).toMatchObject({ currentValue: 11, progress: 55 });
    expect(byType.perfect_days).toMatchObject({ currentValue: 2, progress: 50 });
    expect(byType.points).toMatchObject({ currentValue: 1310, progress: 65 });
    expect(byType.group_activities).toMatchObject({ currentValue: 1, progress: 50 });

    const standing = (await member.get('/api/groups/my-standing')).json();
    expect(standing.challenges).toHaveLength(4);

    // The member cannot set challenges; bad input is named.
    expect(
      (
        await member.post(`/api/groups/${group.id}/challenges`, {
          name: 'x',
          challengeType: 'points',
          targetValue: 1,
          startDate: '2026-11-01',
          endDate: '2026-11-02',
        })
      ).statusCode,
    ).toBe(403);
    const backwards = await challenge('points', 10, '2026-11-21', '2026-11-20');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'challengeDatesOrder', field: 'endDate' });
    expect((await challenge('jumping', 10)).json()).toMatchObject({
      code: 'challengeTypeInvalid',
      field: 'challengeType',
    });
    expect((await challenge('points', 0)).json()).toMatchObject({
      code: 'challengeTargetRange',
      field: 'targetValue',
    });
    expect((await challenge('points', 10, '2026-01-01', '2027-01-02')).json()).toMatchObject({
      code: 'challengeTooLong',
    });
  });

  it('lists at most 20 challenges: running and coming ones first, then the most recently ended', async () => {
    const { client: owner } = await person();
    const group = await createGroup(owner);
    const set = (name: string, startDate: string, endDate: string) =>
      owner.post(`/api/groups/${group.id}/challenges`, {
        name,
        description: 'Together',
        challengeType: 'points',
        targetValue: 100,
        startDate,
        endDate,
      });
    // 22 challenges that ended in 2025 (one a week), then one running today (2026-11-21) and one to come.
    for (let week = 0; week < 22; week++) {
      const end = new Date(Date.UTC(2025, 0, 7 + week * 7)).toISOString().slice(0, 10);
      expect((await set(`Ended ${week}`, '2025-01-01', end)).statusCode).toBe(201);
    }
    expect((await set('Coming', '2026-12-01', '2026-12-31')).statusCode).toBe(201);
    expect((await set('Running', '2026-11-15', '2026-11-28')).statusCode).toBe(201);
    const names = ((await owner.get(`/api/groups/${group.id}/challenges`)).json() as { name: string }[]).map(
      (c) => c.name,
    );
    expect(names).toHaveLength(20);
    expect(names.slice(0, 4)).toEqual(['Running', 'Coming', 'Ended 21', 'Ended 20']);
    expect(names.at(-1)).toBe('Ended 4');
  });

  it('my-standing is empty for someone in no group', async () => {
    const { client } = await person();
    expect((await client.get('/api/groups/my-standing')).json()).toEqual({
      group: null,
      leaderboard: [],
      challenges: [],
    });
  });

  it("counts a person's memberships and group activities for the group_participation achievement", async () => {
    const { client: owner } = await person();
    const first = await createGroup(owner);
    const second = await createGroup(owner, { name: 'Second' });
    const { client: member } = await person();
    const participation = async () =>
      (
        (await member.get('/api/user/achievements')).json() as { achievementType: string; progress: number }[]
      ).find((a) => a.achievementType === 'group_participation')?.progress;
    expect(await participation()).toBe(0);
    await member.post('/api/groups/join', { code: first.code });
    await member.post('/api/groups/join', { code: second.code });
    expect(
      (await member.post('/api/activities', { activityType: 'good_deed', groupId: first.id })).statusCode,
    ).toBe(201);
    expect(
      (await member.post('/api/activities', { activityType: 'reflection', groupId: second.id })).statusCode,
    ).toBe(201);
    // Two groups joined and one activity logged for each.
    expect(await participation()).toBe(4);
    await member.delete(`/api/groups/${second.id}/leave`);
    expect(await participation()).toBe(3);
  });
});
