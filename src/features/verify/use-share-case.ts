import { useMemo } from 'react';
import type { ShareCase } from '../../core/share/share-link.ts';
import { useSettingsStore } from '../../services/environments/settings-store.ts';
import { redactTypedIn, useTypedSecrets } from '../../services/environments/typed-secrets.ts';
import { useVerifyStore } from './verify-store.ts';

/**
 * The case in Verify as it leaves the page (the share link, the failure log, the reply's link):
 * its text with the typed secrets redacted, and the share link's fields of it. The case on
 * screen, the user's own paste, is left as it is.
 */
export function useShareCase() {
  const env = useSettingsStore((s) => s.env);
  const kind = useVerifyStore((s) => s.kind);
  const fields = useVerifyStore((s) => s.fields);
  const rawBody = useVerifyStore((s) => s.rawBody);
  const bodyRewrittenBy = useVerifyStore((s) => s.bodyRewrittenBy);
  const typed = useTypedSecrets();
  const redacted = useMemo(
    () => redactTypedIn({ fields, rawBody }, typed),
    [fields, rawBody, typed],
  );
  const shareCase = useMemo((): ShareCase => {
    const { merchantId, timestamp, nonce, receivedSign, contentType, userAgent } =
      redacted.value.fields;
    return {
      kind,
      env,
      merchant_id: merchantId,
      timestamp,
      nonce,
      raw_body: redacted.value.rawBody,
      ...(receivedSign ? { received_sign: receivedSign } : {}),
      // Verify's checks read the Content-Type, so whoever opens the link sees them too.
      ...(contentType.trim() ? { content_type: contentType.trim() } : {}),
      // The sender's stack (a request's only), so whoever opens it reads the same hints.
      ...(kind === 'request' && userAgent.trim() ? { user_agent: userAgent.trim() } : {}),
      // A log's re-written body stays the logger's doing for them too, never the sender's.
      ...(bodyRewrittenBy ? { body_rewritten_by: bodyRewrittenBy } : {}),
    };
  }, [kind, env, redacted, bodyRewrittenBy]);
  return { redacted, shareCase };
}
