import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  diagnosisStateText,
  cutHeadersNote,
  trafficMessage,
  trafficOutcome,
} from '../../../core/sandbox-api/sandbox-outcomes.ts';
import { messageShareCase } from '../../../core/share/message-case.ts';
import { trafficOrderNumber, trafficSender } from '../../../core/sandbox-api/traffic-facts.ts';
import { getRequestQueryOptions } from '../../../services/sandbox-api/get-request.ts';
import type { TrafficEntry } from '../../../core/sandbox-api/traffic.ts';
import { useOpenInVerify } from '../use-open-in-verify.ts';
import { TimeStamp } from '../../../ui/components/time-stamp.tsx';

type Diagnosis = NonNullable<TrafficEntry['diagnosis']>;

/** The diagnosis in the compact row: its cause codes, or its state while there are none. */
function DiagnosisCause({ diagnosis }: { diagnosis: Diagnosis }) {
  const causes = diagnosis.cause.join(' ');
  return (
    <span
      className={`sandbox-diagnosis sandbox-diagnosis-${diagnosis.state}`}
      data-testid="sandbox.diagnosis"
      data-state={diagnosis.state}
      data-cause={causes || undefined}
      role={diagnosis.state === 'pending' ? 'status' : undefined}
    >
      {diagnosis.cause.length > 0
        ? diagnosis.cause.map((cause) => (
            <code key={cause} className="cause-code">
              {cause}
            </code>
          ))
        : diagnosis.state === 'pending'
          ? 'diagnosis pending'
          : null}
    </span>
  );
}

/**
 * One request in the traffic log as a dashboard row: time, verdict (status and code) and the
 * diagnosed cause, expanding on click (a disclosure button, so Enter and Space work) to what came
 * in, the message and the explanation, and "Open in Verify".
 */
export function TrafficRow({
  entry,
  successCode,
}: {
  entry: TrafficEntry;
  successCode?: number | string;
}) {
  const outcome = trafficOutcome(entry, successCode);
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();

  return (
    <li
      className={`sandbox-row ${outcome.accepted ? 'sandbox-accepted' : 'sandbox-refused'}`}
      data-testid="sandbox.traffic-row"
      data-id={entry.id}
      data-nonce={entry.nonce ?? undefined}
      data-accepted={outcome.accepted}
    >
      <button
        type="button"
        className="sandbox-row-head sandbox-row-toggle"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded(!expanded)}
      >
        <TimeStamp className="mono muted" value={entry.time} />
        <span className="sandbox-verdict" data-testid="sandbox.traffic-verdict">
          {outcome.label}
        </span>
        {entry.diagnosis ? <DiagnosisCause diagnosis={entry.diagnosis} /> : null}
        <TrafficFacts entry={entry} />
      </button>
      {expanded ? (
        <TrafficDetails id={detailsId} entry={entry} accepted={outcome.accepted} />
      ) : null}
    </li>
  );
}

/** Who sent it and which order it is about, so a row is found without opening it. */
function TrafficFacts({ entry }: { entry: TrafficEntry }) {
  const order = trafficOrderNumber(entry);
  return (
    <span className="sandbox-row-facts muted" data-testid="sandbox.traffic-facts">
      <span className="mono">{trafficSender(entry)}</span>
      {order ? <span className="mono">{order}</span> : null}
    </span>
  );
}

function TrafficDetails({
  id,
  entry,
  accepted,
}: {
  id: string;
  entry: TrafficEntry;
  accepted: boolean;
}) {
  const openInVerify = useOpenInVerify();
  // The list holds the first 1 KiB of a body; the exact bytes come from the entry itself, read
  // when the row opens, only for a body the list cut short.
  const detail = useQuery({ ...getRequestQueryOptions(entry.id), enabled: entry.bodyTruncated });
  const full = entry.bodyTruncated ? detail.data : { ...entry, bodyBase64: undefined };
  const notText = full?.bodyBase64 !== undefined;
  const cut = cutHeadersNote(entry.cutHeaders);
  const error = detail.error ? detail.error.message : null;
  const open = () => {
    if (full && full.bodyBase64 === undefined) {
      openInVerify(messageShareCase('request', 'test', { ...entry, body: full.body }));
    }
  };

  return (
    <div id={id} className="sandbox-row-details">
      <div className="mono">
        {entry.method} {entry.path}
      </div>
      <div className="sandbox-row-parts mono muted">
        merchant {entry.merchantId ?? '(none)'} · timestamp {entry.timestamp ?? '(none)'} · nonce{' '}
        {entry.nonce ?? '(none)'} · {entry.bodyBytes} bytes
        {/* The client's own name for itself: the evidence a stack hint stands on. */}
        {entry.userAgent ? (
          <>
            {' · '}
            <span className="sandbox-row-label">User-Agent:</span> {entry.userAgent}
          </>
        ) : null}
      </div>
      {entry.msg && !accepted ? (
        <p className="sandbox-msg" data-testid="sandbox.traffic-msg">
          {trafficMessage(entry.msg)}
        </p>
      ) : null}
      {entry.diagnosis ? (
        <p className="sandbox-msg" data-testid="sandbox.diagnosis-explanation">
          {entry.diagnosis.explanation || diagnosisStateText(entry.diagnosis.state)}
        </p>
      ) : null}
      {entry.kind === 'api' ? (
        <button
          type="button"
          onClick={open}
          disabled={full === undefined || notText || cut?.signedCut === true}
        >
          Open in Verify
        </button>
      ) : null}
      {cut ? (
        <p className="muted" data-testid="sandbox.cut-headers">
          {cut.text}
        </p>
      ) : null}
      {notText ? (
        <p className="muted">
          This body is not UTF-8 text, so it cannot travel in a share link unchanged.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
