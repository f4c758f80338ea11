import { createElement, lazy, useRef, type ComponentType } from 'react';

/** A part loaded on demand that can also be asked to load ahead of its first render. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Loads the part (once); resolves when it can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * A component that reads server data, loaded lazily together with react-query and the
 * console's query client, which it is rendered inside. What the first paint draws (the fields,
 * the string to sign, the sign) needs no server data, so react-query stays out of the
 * JavaScript loaded before it; Send, the base URLs and the other views arrive a moment later.
 * Every such part shares the one client, so they read one cache.
 *
 * Once loaded (or preloaded) the part renders directly, without suspending: React holds a
 * suspended part's content back for a while after showing its fallback, which a share link
 * that already loaded its view would otherwise wait out.
 */
export function lazyWithServerState<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyPart<P> {
  let ready: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (loading ??= Promise.all([import('./query-provider.tsx'), load()]).then(
      ([{ QueryProvider }, Component]) => {
        const WithServerState = (props: P) =>
          createElement(QueryProvider, null, createElement(Component, props));
        ready = WithServerState;
        return { default: WithServerState };
      },
    ));
  const Suspending = lazy(start);
  function Part(props: P) {
    // One element type for the life of each instance. React may resume a suspended part where it
    // suspended, committing the lazy element; rendering the loaded component in its place on a
    // later render would then be another type, and remount the part, losing its state (a send
    // in flight, its response).
    const type = useRef<ComponentType<P>>(ready ?? Suspending).current;
    return createElement(type, props);
  }
  return Object.assign(Part, { preload: () => start().then(() => undefined) });
}
