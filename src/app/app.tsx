import { Suspense, useDeferredValue, useEffect } from 'react';
import { RequestView } from '../features/request/index.ts';
import { EnvironmentSettings } from './environments/environment-settings.tsx';
import { ProductionBand } from './environments/production-band.tsx';
import { SettingsDisclosure } from './environments/settings-disclosure.tsx';
import { openCase, openSharedCase, useSharedCase } from './share-link-opener.ts';
import { takeHandedOffCase, useCaseHandoff } from '../services/case-handoff/case-handoff.ts';
import { SharedCasePreview } from './shared-case-preview.tsx';
import { SharedCaseBanner } from './shared-case-banner.tsx';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import { ThemeSwitch } from './theme/theme-switch.tsx';
import './theme/theme.css';
import './layout-narrow.css';
import { AfterFirstPaint } from '../ui/components/after-first-paint.tsx';
import { useAppliedTheme } from './theme/use-applied-theme.ts';
import { ROUTE_TITLES, ROUTES, useHashRoute, type Route } from './use-hash-route.ts';
import { ViewErrorBoundary } from './view-error-boundary.tsx';
import {
  EnvironmentsTransfer,
  HistoryView,
  LearnView,
  SandboxView,
  VerifyView,
} from './lazy-parts.ts';

// History reopens an entry through the shell, which alone may reach the other features; that
// code loads when an entry is opened.
function HistoryRoute() {
  return (
    <HistoryView
      onOpen={(entry, target) =>
        void import('./open-history-entry.ts').then(({ openHistoryEntry }) =>
          openHistoryEntry(entry, target),
        )
      }
    />
  );
}

const VIEWS: Record<Route, React.ComponentType> = {
  request: RequestView,
  verify: VerifyView,
  sandbox: SandboxView,
  learn: LearnView,
  history: HistoryRoute,
};

/**
 * Moves the focus to the view. The hash is the console's router, so the link's own navigation
 * (to `#main`) is replaced by a focus move, and the next Tab continues inside the view.
 */
function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

// A share link in the address the console was opened with.
void openSharedCase(window.location.hash);

/** The console's shell: title, navigation, environment settings, and the current job's view. */
export function App() {
  const route = useHashRoute();
  // While a shared case's view loads, the case itself is drawn: the link names the view it opens.
  // Once the view has loaded, it replaces the case in a background render that yields to input,
  // so a secret typed meanwhile is answered first.
  const opening = useDeferredValue(useSharedCase((s) => s.opening));
  const View = VIEWS[route];
  useAppliedTheme();

  useEffect(() => {
    const onHash = () => void openSharedCase(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(
    () =>
      useCaseHandoff.subscribe(() => {
        const handed = takeHandedOffCase();
        if (handed) void openCase(handed, 'handoff');
      }),
    [],
  );

  return (
    <div className="app">
      {/* The first stop: past the navigation and the settings, straight to the view's fields. */}
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to the view
      </a>
      <header className="app-header">
        <h1>Signing Console</h1>
        <p className="tagline">HMAC-SHA256 signed calls, byte for byte.</p>
        <nav className="app-nav" aria-label="Views">
          {ROUTES.map((name) => (
            <a key={name} href={`#/${name}`} aria-current={route === name ? 'page' : undefined}>
              {ROUTE_TITLES[name]}
            </a>
          ))}
        </nav>
        <ShortcutsDialog />
      </header>
      <ProductionBand />
      <SharedCaseBanner route={route} />
      <div className="app-body">
        <aside className="app-sidebar">
          <SettingsDisclosure>
            <EnvironmentSettings />
            {/* Exporting environments reads server data: loaded once the shell is painted. */}
            <AfterFirstPaint fallback={null}>
              <EnvironmentsTransfer />
            </AfterFirstPaint>
            <ThemeSwitch />
          </SettingsDisclosure>
        </aside>
        <main className="app-main" id="main" tabIndex={-1}>
          {opening ? (
            <SharedCasePreview shared={opening} />
          ) : (
            <>
              <h2>{ROUTE_TITLES[route]}</h2>
              <ViewErrorBoundary view={route}>
                <Suspense fallback={<p role="status">Loading…</p>}>
                  <View />
                </Suspense>
              </ViewErrorBoundary>
            </>
          )}
        </main>
      </div>
    </div>
  );
}
