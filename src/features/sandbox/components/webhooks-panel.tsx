import { useInfo } from '../../../services/sandbox-api/get-info.ts';
import { DeliveriesList } from './deliveries-list.tsx';
import { InboxList } from './inbox-list.tsx';
import { OrdersTable } from './orders-table.tsx';
import { useInPageSandbox } from '../../../services/in-page-sandbox/use-sandbox-host.ts';
import { NeedsServer } from '../../../ui/components/needs-server.tsx';

/** Webhooks (spec 6): the orders that trigger them, every delivery attempt, and the inbox. */
export function WebhooksPanel() {
  const info = useInfo();
  const inPage = useInPageSandbox();
  return (
    <div className="sandbox-webhooks">
      {inPage ? <NeedsServer what="a webhook to your own receiver" /> : null}
      <OrdersTable />
      <DeliveriesList />
      {(info.data?.merchants ?? []).map((merchantId) => (
        <InboxList key={merchantId} merchantId={merchantId} />
      ))}
    </div>
  );
}
