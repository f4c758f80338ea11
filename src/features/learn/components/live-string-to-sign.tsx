import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import { unixSeconds } from '../../../core/signing/request-parts.ts';
import { StringToSignView } from '../../../ui/components/signed-bytes/string-to-sign-view.tsx';
import { useNow } from '../../../ui/hooks/use-now.ts';

const EXAMPLE_NONCE = 'example-nonce-0123456789';
const EXAMPLE_BODY = '{"merchant_order_no":"ORD-20231114-0001"}';

/**
 * An example string to sign of spec 5.2 at the current second, each line feed drawn as ␊;
 * `body` shows the learner's own body in it.
 */
export function LiveStringToSign({ body = EXAMPLE_BODY }: { body?: string }) {
  const now = useNow();
  return (
    <StringToSignView
      parts={{
        merchantId: DEMO_MERCHANT.merchantId,
        timestamp: unixSeconds(now),
        nonce: EXAMPLE_NONCE,
        body,
      }}
    />
  );
}
