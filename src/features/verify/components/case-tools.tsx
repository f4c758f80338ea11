import { useSettingsStore } from '../../../services/environments/settings-store.ts';
import { HexDetails } from '../../../ui/components/signed-bytes/hex-details.tsx';
import { VectorExport } from '../../../ui/components/vector-export.tsx';
import { useVerifyStore } from '../verify-store.ts';

/** The case's signed bytes in hex, and the case as a golden test vector signed with its secret. */
export function CaseTools() {
  const secret = useSettingsStore((s) => s.secrets[s.env]);
  const { merchantId, timestamp, nonce } = useVerifyStore((s) => s.fields);
  const rawBody = useVerifyStore((s) => s.rawBody);
  return (
    <>
      <HexDetails parts={{ merchantId, timestamp, nonce, body: rawBody }} />
      <VectorExport
        secret={secret}
        inputs={{ merchant_id: merchantId, timestamp, nonce, raw_body: rawBody }}
      />
    </>
  );
}
