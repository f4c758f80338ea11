import { useShallow } from 'zustand/react/shallow';
import { useBaseUrl } from '../../../services/environments/use-query-route.ts';
import { isEmbeddedSandbox } from '../../../core/console-api/embedded-sandbox.ts';
import { Tabs } from '../../../ui/components/tabs.tsx';
import type { SandboxTab } from '../sandbox-store.ts';
import { useSandboxStore } from '../sandbox-store.ts';
import { ReceiverCheckPanel } from './receiver-check-panel.tsx';
import { TrafficPanel } from './traffic-panel.tsx';
import { WebhooksPanel } from './webhooks-panel.tsx';
import '../sandbox.css';

const TABS: ReadonlyArray<{ id: SandboxTab; title: string }> = [
  { id: 'traffic', title: 'Traffic' },
  { id: 'webhooks', title: 'Webhooks' },
  { id: 'receiver', title: 'Receiver check' },
];

const PANELS: Record<SandboxTab, React.ComponentType> = {
  traffic: TrafficPanel,
  webhooks: WebhooksPanel,
  receiver: ReceiverCheckPanel,
};

/**
 * The embedded sandbox seen from the console: its traffic, its webhooks and the receiver check.
 * Only the sandbox this console serves can be watched; a test environment elsewhere is said so.
 */
export function SandboxView() {
  const testBaseUrl = useBaseUrl('test');
  const { tab, setTab } = useSandboxStore(useShallow((s) => ({ tab: s.tab, setTab: s.setTab })));

  if (!isEmbeddedSandbox(testBaseUrl, window.location.origin)) {
    return (
      <div className="notice" role="status" data-testid="sandbox.elsewhere">
        <p>
          The test environment is set to <code className="mono">{testBaseUrl || '(none)'}</code>,
          not this console&apos;s embedded sandbox, so there is no traffic, webhook or receiver
          check to show here: those are seen only by the sandbox at{' '}
          <code className="mono">/sandbox</code>.
        </p>
        <p>
          To watch requests here, set the test base URL to <code className="mono">/sandbox</code> in
          the settings.
        </p>
      </div>
    );
  }

  const Panel = PANELS[tab];
  return (
    <Tabs label="Sandbox" tabs={TABS} selected={tab} onSelect={setTab}>
      <Panel />
    </Tabs>
  );
}
