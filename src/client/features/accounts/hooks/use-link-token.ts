import { useEffect, useState } from 'react';

/**
 * The token of an e-mailed account link (`#token=...`, decision 023). It travels in the fragment, which
 * browsers never send to a server, so it stays out of access logs; it is read once and taken off the
 * address bar and the history. Null when the address has none.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token'));
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return token;
}
