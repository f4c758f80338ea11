import { HexView } from '../../../ui/hex-view.tsx';
import { VectorExport } from '../../../ui/vector-export.tsx';

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
      <details className="hex-details">
        <summary>Signed bytes in hex</summary>
        <HexView parts={parts} />
      </details>
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
