import { DEMO_MERCHANT, EMBEDDED_SANDBOX_PATH } from '../../../../core/protocol/demo-merchant.ts';
import { QUERY_PATH } from '../../../../core/protocol/endpoint.ts';
import { CopyButton } from '../../../../ui/components/copy-button.tsx';
import { useInPageSandbox } from '../../../../services/in-page-sandbox/use-sandbox-host.ts';
import { NeedsServer } from '../../../../ui/components/needs-server.tsx';
import { AttemptList } from '../attempt-list.tsx';
import { useTrafficGrade } from '../use-traffic-grade.ts';

/**
 * Spec 5.4, 5.5: the learner's own program, in any language, queries the embedded sandbox; the
 * lesson names the mistake of each refused attempt and passes on the first correctly signed
 * one: an unknown order (4004) is looked up only after the signature was accepted.
 */
export function YourOwnCodeLesson() {
  const { watching, startId, error, grade } = useTrafficGrade('your-own-code', {
    signingOnly: true,
    programOnly: true,
  });
  const baseUrl = `${window.location.origin}${EMBEDDED_SANDBOX_PATH}`;
  const inPage = useInPageSandbox();
  return (
    <div className="lesson-body">
      {inPage ? (
        <NeedsServer what="this lesson, where your own program calls the sandbox," />
      ) : null}
      <p>
        Now your own code: from any language, send <code>POST {QUERY_PATH}</code> with a body such
        as <code>{'{"merchant_order_no":"ORD-20231114-0001"}'}</code> to the embedded sandbox,
        signed as spec 5.4 shows. This lesson watches what the sandbox receives, names the mistake
        of each refused attempt (spec 5.5), and is passed by the first query whose signature it
        accepts, even one for an order it does not know. A Send from this console&apos;s own Request
        tab is listed but does not count: the lesson is passed by your program.
      </p>
      <dl className="learn-case" aria-label="Where to send">
        <div>
          <dt>Base URL</dt>
          <dd className="mono">
            <span data-testid="learn.base-url">{baseUrl}</span>{' '}
            <CopyButton text={baseUrl} label="Copy base URL" />
          </dd>
        </div>
        <div>
          <dt>Merchant ID</dt>
          <dd className="mono">{DEMO_MERCHANT.merchantId}</dd>
        </div>
        <div>
          <dt>Secret</dt>
          <dd>
            The demo merchant&apos;s test secret: it is in the Test API secret field at the side,
            and in the README. Keep it in your program&apos;s configuration, never in a URL.
          </dd>
        </div>
      </dl>
      {error ? (
        <p role="alert">The sandbox&apos;s traffic log cannot be read: {error}</p>
      ) : watching ? (
        <p role="status" data-testid="learn.watching">
          Watching the sandbox&apos;s traffic
          {startId ? ` from after request #${startId}` : ' from its first request'}.
        </p>
      ) : (
        <p role="status">Opening the traffic log…</p>
      )}
      <AttemptList attempts={grade.attempts} programOnly />
    </div>
  );
}
