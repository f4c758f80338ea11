import { useInfo } from '../../../services/sandbox-api/get-info.ts';
import { DeliveriesList } from './deliveries-list.tsx';
import { InboxList } from './inbox-list.tsx';
import { NotifyUrlForm } from './notify-url-form.tsx';
import { OrdersTable } from './orders-table.tsx';
import { useInPageSandbox } from '../../../services/in-page-sandbox/use-sandbox-host.ts';
import { NeedsServer } from '../../../ui/components/needs-server.tsx';

/**
 * Webhooks (spec 6): where they go, the orders that trigger them, every delivery attempt, and
 * the inbox.
 */
export function WebhooksPanel() {
  const info = useInfo();
  const inPage = useInPageSandbox();
  const merchants = info.data?.merchants ?? [];
  return (
    <div className="sandbox-webhooks">
      {inPage ? (
        <NeedsServer what="a webhook to your own receiver" />
      ) : (
        <section aria-labelledby="sandbox-notify-url" className="sandbox-panel">
          <h3 id="sandbox-notify-url">Notify URL</h3>
          <p className="muted">
            Where status changes send their webhooks: your own receiver, at an http: or https: URL.
            Reset goes back to the sandbox&apos;s default, shown below each field.
          </p>
          {merchants.map((merchantId) => (
            <NotifyUrlForm key={merchantId} merchantId={merchantId} />
          ))}
        </section>
      )}
      <OrdersTable />
      <DeliveriesList />
      {merchants.map((merchantId) => (
        <InboxList key={merchantId} merchantId={merchantId} />
      ))}
    </div>
  );
}
