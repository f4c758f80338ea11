import { useMemo } from 'react';
import {
  redactTypedIn,
  typedRedactionNote,
  useTypedSecrets,
} from '../../../services/environments/typed-secrets.ts';
import { HexDetails } from '../../../ui/components/signed-bytes/hex-details.tsx';
import { VectorExport } from '../../../ui/components/vector-export.tsx';

interface Parts {
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: string;
}

/**
 * The signed bytes in hex (collapsed until asked for) and the case as a golden test vector, its
 * inputs with a typed secret redacted so the file signs what it holds.
 */
export function WorkspaceTools({ parts, secret }: { parts: Parts; secret: string }) {
  const typed = useTypedSecrets();
  const vector = useMemo(
    () =>
      redactTypedIn(
        {
          merchant_id: parts.merchantId,
          timestamp: parts.timestamp,
          nonce: parts.nonce,
          raw_body: parts.body,
        },
        typed,
      ),
    [parts, typed],
  );
  return (
    <>
      <HexDetails parts={parts} />
      <VectorExport
        secret={secret}
        inputs={vector.value}
        note={typedRedactionNote(vector.envs, 'the body', 'the test vector, which signs that text')}
      />
    </>
  );
}
