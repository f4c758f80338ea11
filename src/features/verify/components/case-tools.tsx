import { useMemo } from 'react';
import { useSettingsStore } from '../../../services/environments/settings-store.ts';
import {
  redactTypedIn,
  typedRedactionNote,
  useTypedSecrets,
} from '../../../services/environments/typed-secrets.ts';
import { HexDetails } from '../../../ui/components/signed-bytes/hex-details.tsx';
import { VectorExport } from '../../../ui/components/vector-export.tsx';
import { useVerifyStore } from '../verify-store.ts';

/**
 * The case's signed bytes in hex, and the case as a golden test vector signed with its secret;
 * the vector's inputs with a typed secret redacted, so it signs what it holds.
 */
export function CaseTools() {
  const secret = useSettingsStore((s) => s.secrets[s.env]);
  const { merchantId, timestamp, nonce } = useVerifyStore((s) => s.fields);
  const rawBody = useVerifyStore((s) => s.rawBody);
  const typed = useTypedSecrets();
  const vector = useMemo(
    () => redactTypedIn({ merchant_id: merchantId, timestamp, nonce, raw_body: rawBody }, typed),
    [merchantId, timestamp, nonce, rawBody, typed],
  );
  return (
    <>
      <HexDetails parts={{ merchantId, timestamp, nonce, body: rawBody }} />
      <VectorExport
        secret={secret}
        inputs={vector.value}
        note={typedRedactionNote(vector.envs, 'the case', 'the test vector, which signs that text')}
      />
    </>
  );
}
