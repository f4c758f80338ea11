import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { diagnosisStateText, trafficOutcome } from '../../../core/sandbox-api/sandbox-outcomes.ts';
import { messageShareCase } from '../../../core/share/message-case.ts';
import { getRequestQueryOptions } from '../../../app/sandbox-api/get-request.ts';
import type { TrafficEntry } from '../../../core/sandbox-api/traffic.ts';
import { useOpenInVerify } from '../use-open-in-verify.ts';

function Diagnosis({ diagnosis }: { diagnosis: NonNullable<TrafficEntry['diagnosis']> }) {
  const causes = diagnosis.cause.join(' ');
  return (
    <div
      className={`sandbox-diagnosis sandbox-diagnosis-${diagnosis.state}`}
      data-testid="sandbox.diagnosis"
      data-state={diagnosis.state}
      data-cause={causes || undefined}
      role={diagnosis.state === 'pending' ? 'status' : undefined}
    >
      {diagnosis.cause.map((cause) => (
        <code key={cause} className="cause-code">
          {cause}
        </code>
      ))}{' '}
      {diagnosis.explanation || diagnosisStateText(diagnosis.state)}
    </div>
  );
}

/** One request in the traffic log: what came in, the verdict, and the diagnosis of a 1003. */
export function TrafficRow({
  entry,
  successCode,
}: {
  entry: TrafficEntry;
  successCode?: number | string;
}) {
  const outcome = trafficOutcome(entry, successCode);
  const openInVerify = useOpenInVerify();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  // The list holds the first 16 KiB of a body; the exact bytes come from the entry itself.
  async function open() {
    setError(null);
    try {
      const full = entry.bodyTruncated
        ? await client.fetchQuery(getRequestQueryOptions(entry.id))
        : { ...entry, bodyBase64: undefined };
      if (full.bodyBase64 !== undefined) {
        setError('This body is not UTF-8 text, so it cannot travel in a share link unchanged.');
        return;
      }
      openInVerify(messageShareCase('request', 'test', { ...entry, body: full.body }));
    } catch (cause) {
      setError((cause as Error).message);
    }
  }

  return (
    <li
      className={`sandbox-row ${outcome.accepted ? 'sandbox-accepted' : 'sandbox-refused'}`}
      data-testid="sandbox.traffic-row"
      data-id={entry.id}
    >
      <div className="sandbox-row-head">
        <span className="mono">
          {entry.method} {entry.path}
        </span>
        <span className="muted">{entry.time}</span>
        <span className="sandbox-verdict" data-testid="sandbox.traffic-verdict">
          {outcome.label}
        </span>
      </div>
      <div className="sandbox-row-parts mono muted">
        merchant {entry.merchantId ?? '(none)'} · timestamp {entry.timestamp ?? '(none)'} · nonce{' '}
        {entry.nonce ?? '(none)'} · {entry.bodyBytes} bytes
      </div>
      {entry.msg && !outcome.accepted ? <p className="sandbox-msg">{entry.msg}</p> : null}
      {entry.diagnosis ? <Diagnosis diagnosis={entry.diagnosis} /> : null}
      {entry.kind === 'api' ? (
        <button type="button" onClick={() => void open()}>
          Open in Verify
        </button>
      ) : null}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
