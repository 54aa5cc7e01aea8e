import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { usePageViewReports } from '@/client/app/page-view-reports';
import { eachTestInEnglish } from '../render';

function Reporter() {
  usePageViewReports();
  return null;
}

eachTestInEnglish();

describe('page views (decision 031)', () => {
  it("reports each route the app shows, its own navigations included; the other site's referrer with the first only", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.example.org/search?q=salah');
    const location = memoryLocation({ path: '/prayer-tracker', record: true });
    render(
      <Router hook={location.hook}>
        <Reporter />
      </Router>,
    );
    act(() => location.navigate('/blog'));
    act(() => location.navigate('/blog/wudu-step-by-step'));

    const sent = fetchMock.mock.calls.map(([url, init]) => [
      url,
      (init as RequestInit).method,
      JSON.parse(String((init as RequestInit).body)),
    ]);
    expect(sent).toEqual([
      [
        '/api/analytics/page-view',
        'POST',
        { path: '/prayer-tracker', referrer: 'https://www.example.org/search?q=salah' },
      ],
      ['/api/analytics/page-view', 'POST', { path: '/blog' }],
      ['/api/analytics/page-view', 'POST', { path: '/blog/wudu-step-by-step' }],
    ]);
  });
});
