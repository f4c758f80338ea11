import { lazy, Suspense, useEffect } from 'react';
import { RequestView } from '../features/request/index.ts';
import { EnvironmentSettings } from './environment-settings.tsx';
import { secretLabel } from './settings-store.ts';
import { openSharedCase, useSharedCaseNotice } from './shared-case.ts';
import type { Route } from './use-hash-route.ts';
import { useHashRoute } from './use-hash-route.ts';
import { ViewErrorBoundary } from './view-error-boundary.tsx';

// Verify brings the intake parsers, the search and zod: its own chunk, loaded when opened.
const VerifyView = lazy(() =>
  import('../features/verify/index.ts').then((module) => ({ default: module.VerifyView })),
);

// Learn is a course for newcomers, not the first screen: its own chunk too.
const LearnView = lazy(() =>
  import('../features/learn/index.ts').then((module) => ({ default: module.LearnView })),
);

const VIEWS: Record<Route, { title: string; View: React.ComponentType }> = {
  request: { title: 'Request', View: RequestView },
  verify: { title: 'Verify & diagnose', View: VerifyView },
  learn: { title: 'Learn', View: LearnView },
};

// A share link in the address the console was opened with.
void openSharedCase(window.location.hash);

function SharedCaseBanner() {
  const notice = useSharedCaseNotice((s) => s.notice);
  const dismiss = useSharedCaseNotice((s) => s.dismiss);
  if (!notice) return null;
  return (
    <div className={`banner ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      {notice.kind === 'error'
        ? `This share link cannot be opened: ${notice.message}`
        : `Opened a shared case for merchant ${notice.merchantId} (${notice.env}). Share links never carry a secret: enter the ${secretLabel(notice.env)} to check it.`}
      <button type="button" onClick={dismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}

/** The console's shell: title, navigation, environment settings, and the current job's view. */
export function App() {
  const route = useHashRoute();
  const { title, View } = VIEWS[route];

  useEffect(() => {
    const onHash = () => void openSharedCase(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  return (
    <div className="app">
      <header className="app-header">
        <h1>Signing Console</h1>
        <p className="tagline">
          HMAC-SHA256 signed calls to the Merchant Payment Service, byte for byte.
        </p>
        <nav className="app-nav" aria-label="Views">
          {(Object.keys(VIEWS) as Route[]).map((name) => (
            <a key={name} href={`#/${name}`} aria-current={route === name ? 'page' : undefined}>
              {VIEWS[name].title}
            </a>
          ))}
        </nav>
      </header>
      <SharedCaseBanner />
      <div className="app-body">
        <aside className="app-sidebar">
          <EnvironmentSettings />
        </aside>
        <main className="app-main">
          <h2>{title}</h2>
          <ViewErrorBoundary view={route}>
            <Suspense fallback={<p role="status">Loading…</p>}>
              <View />
            </Suspense>
          </ViewErrorBoundary>
        </main>
      </div>
    </div>
  );
}
