import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS, isAppPagePath, MISSING_PAGE_PATH } from '@/contracts/app-pages';
import { FEATURE_ROUTES } from '@/client/app/features';

describe("the server's list of the app's pages", () => {
  it("is the client's route manifests' paths, every one (a new route is added to both)", () => {
    const manifests = [...new Set(FEATURE_ROUTES.map((route) => route.path))].sort();
    expect([...APP_PAGE_PATHS].sort()).toEqual(manifests);
  });

  it('matches a path as the router does: a segment for each :name, letter case aside, one trailing slash', () => {
    expect(isAppPagePath('/')).toBe(true);
    expect(isAppPagePath('/prayer-tracker')).toBe(true);
    expect(isAppPagePath('/Prayer-Tracker/')).toBe(true);
    expect(isAppPagePath('/blog/keeping-fajr')).toBe(true);
    expect(isAppPagePath('/sunday-school/classes/12')).toBe(true);
    expect(isAppPagePath('/sunday-school/classes')).toBe(false);
    expect(isAppPagePath('/sunday-school/classes/12/more')).toBe(false);
    expect(isAppPagePath('/prayer-tracker/extra')).toBe(false);
    expect(isAppPagePath('//prayer-tracker')).toBe(false);
    expect(isAppPagePath('/no-such-page')).toBe(false);
    expect(isAppPagePath('/assets/app-1234.js')).toBe(false);
    expect(isAppPagePath(MISSING_PAGE_PATH)).toBe(false);
  });
});
