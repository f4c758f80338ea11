import { QUERY_PATH } from '../../../core/protocol/endpoint.ts';
import { useClearRequests } from '../../../services/sandbox-api/clear-requests.ts';
import { useInfo } from '../../../services/sandbox-api/get-info.ts';
import { TRAFFIC_SHOWN, useRequests } from '../../../services/sandbox-api/get-requests.ts';
import { TrafficRow } from './traffic-row.tsx';
import { useInPageSandbox } from '../../../services/in-page-sandbox/use-sandbox-host.ts';
import { NeedsServer } from '../../../ui/components/needs-server.tsx';
import { IN_PAGE_SANDBOX } from '../../../core/console-api/in-page.ts';
import { useShallow } from 'zustand/react/shallow';
import { trafficOutcome, type TrafficFilter } from '../../../core/sandbox-api/sandbox-outcomes.ts';
import { useSandboxStore } from '../sandbox-store.ts';

const FILTERS: Array<[TrafficFilter, string]> = [
  ['all', 'All'],
  ['accepted', 'Accepted'],
  ['refused', 'Refused'],
];

/** Which outcomes the list shows, as dashboards filter their logs. */
function OutcomeFilter() {
  const { filter, setFilter } = useSandboxStore(
    useShallow((s) => ({ filter: s.trafficFilter, setFilter: s.setTrafficFilter })),
  );
  return (
    <div className="env-switch traffic-filter" role="radiogroup" aria-label="Show requests">
      {FILTERS.map(([value, label]) => (
        <label key={value} className="env-option">
          <input
            type="radio"
            name="traffic-filter"
            value={value}
            checked={filter === value}
            onChange={() => setFilter(value)}
          />
          {label}
        </label>
      ))}
    </div>
  );
}

/** Where a developer points their program: the embedded sandbox on this console's origin. */
function EmptyTraffic({ merchantId }: { merchantId: string | undefined }) {
  const base = `${window.location.origin}/sandbox`;
  if (useInPageSandbox()) {
    return (
      <div className="empty-state" data-testid="sandbox.traffic-empty">
        <p>
          No requests yet. The {IN_PAGE_SANDBOX.toLowerCase()} lists what this page sends it, from
          Request and Learn.
        </p>
        <NeedsServer what="a program of yours pointed at the sandbox" />
      </div>
    );
  }
  return (
    <div className="empty-state" data-testid="sandbox.traffic-empty">
      <p>No requests yet. Point your program at the sandbox and each request shows up here:</p>
      <dl className="facts">
        <dt>Base URL</dt>
        <dd className="mono">{base}</dd>
        <dt>Endpoint</dt>
        <dd className="mono">POST {base + QUERY_PATH}</dd>
        <dt>Merchant ID</dt>
        <dd className="mono">{merchantId ?? '…'}</dd>
      </dl>
      <p className="muted">Sign with that merchant&apos;s test secret (spec 5.1).</p>
    </div>
  );
}

/** The sandbox's traffic log, live and newest first. */
export function TrafficPanel() {
  const requests = useRequests();
  const info = useInfo();
  const clear = useClearRequests();
  const entries = requests.data ?? [];
  const filter = useSandboxStore((s) => s.trafficFilter);
  const successCode = info.data?.success_code;
  const shown =
    filter === 'all'
      ? entries
      : entries.filter(
          (entry) => trafficOutcome(entry, successCode).accepted === (filter === 'accepted'),
        );

  return (
    <section aria-label="Traffic" className="sandbox-panel">
      <div className="panel-header">
        <p className="muted">
          Every request the sandbox received, newest first, with its verdict and, for a signature
          failure, which mistake of spec 5.5 explains it.
        </p>
        <button
          type="button"
          onClick={() => clear.mutate()}
          disabled={clear.isPending || entries.length === 0}
        >
          Clear
        </button>
      </div>
      {requests.error ? (
        <p role="alert" className="error">
          Could not read the traffic log: {requests.error.message}
        </p>
      ) : null}
      {requests.isPending ? <p role="status">Loading the traffic log…</p> : null}
      {requests.isSuccess && entries.length === 0 ? (
        <EmptyTraffic merchantId={info.data?.merchants[0]} />
      ) : null}
      {entries.length === TRAFFIC_SHOWN ? (
        <p className="muted">The newest {TRAFFIC_SHOWN} requests are shown.</p>
      ) : null}
      {entries.length > 0 ? <OutcomeFilter /> : null}
      {entries.length > 0 && shown.length === 0 ? (
        <p className="muted" data-testid="sandbox.traffic-none-shown">
          No {filter} requests among the {entries.length} received.
        </p>
      ) : null}
      <ol className="sandbox-list" aria-label="Requests">
        {shown.map((entry) => (
          <TrafficRow key={entry.id} entry={entry} successCode={successCode} />
        ))}
      </ol>
    </section>
  );
}
