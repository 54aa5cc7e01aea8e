import { randomBytes } from 'node:crypto';

/**
 * The visitor cookie (decision 031): `hidaya_vid` holds a random visitor id, the id of the current
 * visit and when its last page was seen, nothing else. It ends at the next UTC midnight, and the server
 * starts a new visitor when a cookie from an earlier day comes back anyway, so no browser is recognised
 * from one day to the next. A visit ends after 30 minutes without a page.
 */
export const VISITOR_COOKIE = 'hidaya_vid';
export const VISIT_IDLE_MS = 30 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface VisitorState {
  visitorId: string;
  sessionId: string;
  /** When the visit's latest page was seen (ms since the epoch, whole seconds). */
  lastSeen: number;
}

/** Where this page view stands: its visitor and visit, and the seconds since the visit's last page. */
export interface VisitorStep extends VisitorState {
  /** The visitor's first page of the UTC day. */
  newVisitor: boolean;
  newVisit: boolean;
  secondsSinceLast: number;
}

const COOKIE_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})\.([0-9a-z]{1,11})$/;

const randomId = () => randomBytes(16).toString('base64url');

/** The cookie's state, or null for a missing or malformed value (a new visitor then). */
export function readVisitor(value: string | undefined): VisitorState | null {
  const match = value ? COOKIE_PATTERN.exec(value) : null;
  if (!match) return null;
  return { visitorId: match[1]!, sessionId: match[2]!, lastSeen: parseInt(match[3]!, 36) * 1000 };
}

export function writeVisitor(state: VisitorState): string {
  return `${state.visitorId}.${state.sessionId}.${Math.floor(state.lastSeen / 1000).toString(36)}`;
}

const utcDayNumber = (ms: number) => Math.floor(ms / DAY_MS);

/** The next UTC midnight after `now`, when the visitor cookie ends. */
export function nextUtcMidnight(now: Date): Date {
  return new Date((utcDayNumber(now.getTime()) + 1) * DAY_MS);
}

/**
 * The page view at `now` after the cookie's `previous` state: the same visit within 30 minutes of its
 * last page, a new visit of the same visitor after that, a new visitor on a new UTC day (or from a
 * cookie that claims a later time than now).
 */
export function stepVisitor(previous: VisitorState | null, now: Date): VisitorStep {
  const at = Math.floor(now.getTime() / 1000) * 1000;
  if (!previous || previous.lastSeen > at || utcDayNumber(previous.lastSeen) !== utcDayNumber(at)) {
    return {
      visitorId: randomId(),
      sessionId: randomId(),
      lastSeen: at,
      newVisitor: true,
      newVisit: true,
      secondsSinceLast: 0,
    };
  }
  const same = { ...previous, lastSeen: at, newVisitor: false };
  if (at - previous.lastSeen > VISIT_IDLE_MS) {
    return { ...same, sessionId: randomId(), newVisit: true, secondsSinceLast: 0 };
  }
  return { ...same, newVisit: false, secondsSinceLast: (at - previous.lastSeen) / 1000 };
}
