import { useSyncExternalStore } from 'react';

/** The console's views, in navigation order, with their titles. */
export const ROUTE_TITLES = {
  request: 'Request',
  verify: 'Verify & diagnose',
  sandbox: 'Sandbox',
  learn: 'Learn',
  history: 'History',
} as const;

export type Route = keyof typeof ROUTE_TITLES;

export const ROUTES = Object.keys(ROUTE_TITLES) as Route[];

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The view named by the URL hash (`#/request`, `#/verify`, …); Request by default. */
export function routeFromHash(hash: string): Route {
  const name = hash.replace(/^#\/?/, '');
  return (ROUTES as readonly string[]).includes(name) ? (name as Route) : 'request';
}

/** The current route, following the URL hash, so views can be linked and the back button works. */
export function useHashRoute(): Route {
  return useSyncExternalStore(subscribe, () => routeFromHash(window.location.hash));
}
