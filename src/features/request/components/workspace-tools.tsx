import { HexDetails } from '../../../ui/components/signed-bytes/hex-details.tsx';
import { VectorExport } from '../../../ui/components/vector-export.tsx';

interface Parts {
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: string;
}

/** The signed bytes in hex (collapsed until asked for) and the case as a golden test vector. */
export function WorkspaceTools({ parts, secret }: { parts: Parts; secret: string }) {
  return (
    <>
      <HexDetails parts={parts} />
      <VectorExport
        secret={secret}
        inputs={{
          merchant_id: parts.merchantId,
          timestamp: parts.timestamp,
          nonce: parts.nonce,
          raw_body: parts.body,
        }}
      />
    </>
  );
}
