import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { reportPageView } from '@/client/features/analytics/public';

/**
 * Counts each route the app shows, its own navigations included (decision 031): the first with the
 * site the visitor came from. A change of #hash or ?query is the same page.
 */
export function usePageViewReports(): void {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    reportPageView(location, first.current ? document.referrer : undefined);
    first.current = false;
  }, [location]);
}
