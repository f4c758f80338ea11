import { createElement, lazy, type ComponentType } from 'react';

/** Starts loading the query client before a part that needs it renders (e.g. for a share link). */
export function preloadServerState(): void {
  void import('./query-provider.tsx');
}

/**
 * A component that reads server data, loaded lazily together with react-query and the
 * console's query client, which it is rendered inside. What the first paint draws (the fields,
 * the string to sign, the sign) needs no server data, so react-query stays out of the
 * JavaScript loaded before it; Send, the base URLs and the other views arrive a moment later.
 * Every such part shares the one client, so they read one cache.
 */
export function lazyWithServerState<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(async () => {
    const [{ QueryProvider }, Component] = await Promise.all([
      import('./query-provider.tsx'),
      load(),
    ]);
    const WithServerState = (props: P) =>
      createElement(QueryProvider, null, createElement(Component, props));
    return { default: WithServerState };
  });
}
