import type { FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { receiverVerdict } from '../../../core/sandbox-api/sandbox-outcomes.ts';
import { useReceiverCheck } from '../../../services/sandbox-api/run-receiver-check.ts';
import { useSandboxStore } from '../sandbox-store.ts';
import { useInPageSandbox } from '../../../services/in-page-sandbox/use-sandbox-host.ts';
import { NeedsServer } from '../../../ui/components/needs-server.tsx';

/** Grades the developer's webhook endpoint against spec 5.3: what it must accept and refuse. */
export function ReceiverCheckPanel() {
  const { url, setUrl } = useSandboxStore(
    useShallow((s) => ({ url: s.receiverUrl, setUrl: s.setReceiverUrl })),
  );
  const check = useReceiverCheck();
  const report = check.data;
  const inPage = useInPageSandbox();

  function run(event: FormEvent) {
    event.preventDefault();
    check.mutate(url.trim());
  }

  return (
    <section aria-label="Receiver check" className="sandbox-panel">
      <p className="muted">
        The sandbox sends your webhook endpoint eleven deliveries: genuine ones it must accept with
        a 2xx, and forgeries it must refuse (spec 5.3). Advisory checks cover what the spec leaves
        open.
      </p>
      {inPage ? <NeedsServer what="the receiver check of your endpoint" /> : null}
      <form className="sandbox-receiver-form" onSubmit={run}>
        <label>
          Webhook URL{' '}
          <input
            className="mono"
            value={url}
            placeholder="http://127.0.0.1:3000/webhooks"
            onChange={(event) => setUrl(event.target.value)}
          />
        </label>
        <button type="submit" disabled={check.isPending || url.trim() === ''}>
          Run check
        </button>
      </form>
      {check.isPending ? <p role="status">Checking {url.trim()}: one delivery at a time…</p> : null}
      {check.error ? (
        <p role="alert" className="error">
          {check.error.message}
        </p>
      ) : null}
      {report && !check.isPending ? <ReceiverReportView report={report} /> : null}
    </section>
  );
}

type Report = NonNullable<ReturnType<typeof useReceiverCheck>['data']>;

/** The verdict first (required checks of spec 5.3), then those checks, then the advisory ones. */
function ReceiverReportView({ report }: { report: Report }) {
  const verdict = receiverVerdict(report);
  const required = report.checks.filter((item) => !item.advisory);
  const advisory = report.checks.filter((item) => item.advisory);
  return (
    <>
      <p
        className={`sandbox-summary ${verdict.ok ? 'sandbox-accepted' : 'sandbox-refused'}`}
        data-testid="sandbox.receiver-summary"
        data-ok={verdict.ok}
      >
        <strong>{verdict.headline}</strong>
      </p>
      <CheckList label="Required checks" checks={required} />
      {verdict.advisory ? (
        <>
          <p className="muted" data-testid="sandbox.receiver-advisory">
            {verdict.advisory}
          </p>
          <CheckList label="Advisory checks" checks={advisory} />
        </>
      ) : null}
    </>
  );
}

type Check = Report['checks'][number];

/**
 * A required check (spec 5.3) passes or fails, in green or red; an advisory one, where the spec
 * leaves the choice open, is met or not met, in the warning colour: advice, not a failure.
 */
function rowLook(item: Check): string {
  if (item.pass) return 'sandbox-accepted';
  return item.advisory ? 'sandbox-advised' : 'sandbox-refused';
}

function verdictWord(item: Check): string {
  if (item.advisory) return item.pass ? 'met' : 'not met';
  return item.pass ? 'pass' : 'fail';
}

function CheckList({ label, checks }: { label: string; checks: Report['checks'] }) {
  return (
    <ul className="sandbox-list" aria-label={label}>
      {checks.map((item) => (
        <li
          key={item.name}
          className={`sandbox-row ${rowLook(item)}`}
          data-testid="sandbox.receiver-check"
          data-pass={item.pass}
          data-advisory={item.advisory}
        >
          <div className="sandbox-row-head">
            <span className="sandbox-verdict">{verdictWord(item)}</span>
            <span>{item.name}</span>
            {item.advisory ? <span className="sandbox-advisory">advisory</span> : null}
            <span className="muted">
              expects {item.expect === 'accept' ? 'a 2xx' : 'a refusal'}
            </span>
          </div>
          <p className="sandbox-msg">{item.why}</p>
        </li>
      ))}
    </ul>
  );
}
