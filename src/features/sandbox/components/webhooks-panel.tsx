import { useInfo } from '../../../services/sandbox-api/get-info.ts';
import { DeliveriesList } from './deliveries-list.tsx';
import { InboxList } from './inbox-list.tsx';
import { OrdersTable } from './orders-table.tsx';

/** Webhooks (spec 6): the orders that trigger them, every delivery attempt, and the inbox. */
export function WebhooksPanel() {
  const info = useInfo();
  return (
    <div className="sandbox-webhooks">
      <OrdersTable />
      <DeliveriesList />
      {(info.data?.merchants ?? []).map((merchantId) => (
        <InboxList key={merchantId} merchantId={merchantId} />
      ))}
    </div>
  );
}
