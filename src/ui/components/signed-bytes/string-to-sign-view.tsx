import { decodeUtf8, utf8Length } from '../../../core/text/bytes.ts';
import { stringToSignBytes } from '../../../core/signing/signing.ts';
import { CopyButton } from '../copy-button.tsx';
import { LongText } from '../long-text.tsx';
import { useUtf8Length } from '../../hooks/use-utf8-length.ts';
import './string-to-sign-view.css';

interface Parts {
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: string;
}

const PART_NAMES = [
  ['merchantId', 'merchant_id'],
  ['timestamp', 'timestamp'],
  ['nonce', 'nonce'],
  ['body', 'raw body'],
] as const;

/**
 * The exact string to sign (spec 5.2), each part marked with its name and byte count and every
 * line feed drawn as ␊, so a missing, doubled or CR LF separator is plain to see.
 */
export function StringToSignView({ parts }: { parts: Parts }) {
  const bodyBytes = useUtf8Length(parts.body);
  const sizes = PART_NAMES.map(([key, name]) => ({
    key,
    name,
    bytes: key === 'body' ? bodyBytes : utf8Length(parts[key]),
  }));
  const total = sizes.reduce((sum, part) => sum + part.bytes, 0) + 3;

  return (
    <section className="panel string-to-sign" aria-labelledby="sts-title">
      <header className="panel-header">
        <h3 id="sts-title">String to sign</h3>
        <span className="muted" data-testid="ui.string-to-sign-bytes">
          {total} bytes, UTF-8
        </span>
        <CopyButton text={() => decodeUtf8(stringToSignBytes(parts))} label="Copy string to sign" />
      </header>
      <pre data-testid="string-to-sign" className="sts-text">
        {sizes.map(({ key, name, bytes }, index) => (
          <span key={key}>
            <span className={`part part-${key}`} title={`${name}: ${bytes} bytes`}>
              <LongText text={parts[key]} />
            </span>
            {index < 3 ? (
              <>
                <span className="separator" title="separator: line feed (0x0A), 1 byte">
                  ␊
                </span>
                {'\n'}
              </>
            ) : null}
          </span>
        ))}
      </pre>
      <ol className="part-legend">
        {sizes.map(({ key, name, bytes }) => (
          <li key={key} className={`part-${key}`}>
            {name} <span className="muted">{bytes} B</span>
          </li>
        ))}
        <li className="separator-legend">
          ␊ line feed ×3 <span className="muted">3 B</span>
        </li>
      </ol>
    </section>
  );
}
