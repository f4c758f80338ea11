import { formatRange, hexRows, signedByteRanges } from '../../../core/signing/hex-dump.ts';
import './hex-view.css';

interface Parts {
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: string;
}

/** Rows drawn at most: 16 KiB of bytes; the rest is counted, not drawn. */
const ROW_LIMIT = 1024;

/**
 * The exact bytes signed (spec 5.2 rule 3: the string to sign's UTF-8), with each part's byte
 * range, an offset column, the bytes in hex coloured by part, and an ASCII column.
 */
export function HexView({ parts }: { parts: Parts }) {
  const ranges = signedByteRanges(parts);
  const { rows, total } = hexRows(parts, 16, ROW_LIMIT);
  const shown = rows.reduce((sum, row) => sum + row.cells.length, 0);
  return (
    <div className="hex-view">
      <ol className="hex-ranges" aria-label="Byte ranges">
        {ranges.map((range, index) => (
          <li key={index} className={`hex-part-${range.name}`}>
            {range.name} <span className="mono">{formatRange(range)}</span>
          </li>
        ))}
      </ol>
      <table className="hex-table mono" aria-label="Signed bytes">
        <thead>
          <tr>
            <th scope="col">offset</th>
            <th scope="col">hex</th>
            <th scope="col">ASCII</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.offset}>
              <th scope="row">{row.offset.toString(16).padStart(8, '0')}</th>
              <td className="hex-bytes">
                {row.cells.map((cell, i) => (
                  <span key={i} className={`hex-part-${cell.part}`}>
                    {cell.hex}
                  </span>
                ))}
              </td>
              <td className="hex-ascii">{row.ascii}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown < total ? (
        <p className="hint">
          {(total - shown).toLocaleString('en')} more bytes not drawn; the sign covers all{' '}
          {total.toLocaleString('en')}.
        </p>
      ) : null}
    </div>
  );
}
