import { RequestView } from '../features/request/components/request-view';
import { EnvironmentSettings } from './environment-settings';

/** The console's shell: title, environment settings, and the current job's view. */
export function App() {
  return (
    <div className="app">
      <header className="app-header">
        <h1>Signing Console</h1>
        <p className="tagline">
          HMAC-SHA256 signed calls to the Merchant Payment Service, byte for byte.
        </p>
      </header>
      <div className="app-body">
        <aside className="app-sidebar">
          <EnvironmentSettings />
        </aside>
        <main className="app-main">
          <h2>Request</h2>
          <RequestView />
        </main>
      </div>
    </div>
  );
}
