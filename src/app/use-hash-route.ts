import { useSyncExternalStore } from 'react';

export type Route = 'request' | 'verify' | 'learn';

const ROUTES: readonly Route[] = ['request', 'verify', 'learn'];

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The view named by the URL hash (`#/request`, `#/verify`, `#/learn`); Request by default. */
export function routeFromHash(hash: string): Route {
  const name = hash.replace(/^#\/?/, '');
  return (ROUTES as readonly string[]).includes(name) ? (name as Route) : 'request';
}

/** The current route, following the URL hash, so views can be linked and the back button works. */
export function useHashRoute(): Route {
  return useSyncExternalStore(subscribe, () => routeFromHash(window.location.hash));
}
