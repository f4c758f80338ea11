/**
 * Bodies a sender may have signed instead of the raw body that went on the wire (spec 5.2
 * rule 1, spec 5.5 "Body: trimmed, prettified, reordered or re-serialized"). Each variant is
 * built from the received raw body; JSON-based ones only when that body parses as JSON.
 */

import { escapeNonAscii, pythonDumps, sortKeysDeep, unescapeNonAscii } from './json-spellings.ts';

/** One way the signed body can differ from the sent one. */
export interface BodyVariant {
  id: string;
  /** Plain-language description, completing "the sender signed the body ...". */
  label: string;
  body: string;
}

const BOM = '\uFEFF';

/** Number spellings a sender may have used for a decimal string: as written, JS, Python float. */
function numberSpellings(decimal: string): string[] {
  const n = Number(decimal);
  return [decimal, String(n), Number.isInteger(n) ? `${n}.0` : String(n)];
}

function amountVariants(raw: string, parsed: unknown): BodyVariant[] {
  const amount = (parsed as { trans_amount?: { value?: unknown } } | null)?.trans_amount;
  const value = amount?.value;
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) return [];
  const escaped = value.replace('.', '\\.');
  const pattern = new RegExp(`("value"\\s*:\\s*)"${escaped}"`, 'g');
  return numberSpellings(value).map((spelling) => ({
    id: 'amount-number',
    label: `with trans_amount.value as the number ${spelling} instead of the string "${value}"`,
    body: raw.replace(pattern, (_whole, head: string) => head + spelling),
  }));
}

function jsonVariants(raw: string): BodyVariant[] {
  const text = raw.startsWith(BOM) ? raw.slice(1) : raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  try {
    return reserialized(raw, parsed);
  } catch {
    // Nesting deeper than the call stack: JSON.stringify throws, and no sender re-serialized it.
    return [];
  }
}

function reserialized(raw: string, parsed: unknown): BodyVariant[] {
  return [
    {
      id: 'compacted',
      label: 're-serialized compactly (JSON.stringify of the parsed body)',
      body: JSON.stringify(parsed),
    },
    {
      id: 'pretty-2',
      label: 'pretty-printed with 2 spaces',
      body: JSON.stringify(parsed, null, 2),
    },
    {
      id: 'pretty-4',
      label: 'pretty-printed with 4 spaces',
      body: JSON.stringify(parsed, null, 4),
    },
    {
      id: 'pretty-tab',
      label: 'pretty-printed with tabs',
      body: JSON.stringify(parsed, null, '\t'),
    },
    {
      id: 'keys-sorted',
      label: 're-serialized with its keys sorted',
      body: JSON.stringify(sortKeysDeep(parsed)),
    },
    {
      id: 'python-dumps',
      label:
        're-serialized by Python\'s json.dumps defaults (", " and ": " separators, non-ASCII escaped)',
      body: pythonDumps(parsed),
    },
    {
      id: 'non-ascii-escaped',
      label: 'with non-ASCII characters escaped as \\uXXXX',
      body: escapeNonAscii(raw),
    },
    {
      id: 'non-ascii-unescaped',
      label: 'with \\uXXXX escapes written out as characters',
      body: unescapeNonAscii(raw),
    },
    ...amountVariants(raw, parsed),
  ];
}

function textVariants(raw: string): BodyVariant[] {
  const endsInNewline = /\r?\n$/.test(raw);
  const hasCrlf = raw.includes('\r\n');
  const hasBom = raw.startsWith(BOM);
  // The specific changes come before trimming, which often equals one of them and then gives way.
  const variants: (BodyVariant | false)[] = [
    endsInNewline
      ? {
          id: 'trailing-newline-removed',
          label: 'without its trailing newline',
          body: raw.replace(/\r?\n$/, ''),
        }
      : { id: 'trailing-newline-added', label: 'with a trailing newline added', body: `${raw}\n` },
    hasCrlf && {
      id: 'crlf-to-lf',
      label: 'with its CR LF line breaks turned into LF',
      body: raw.replace(/\r\n/g, '\n'),
    },
    !hasCrlf &&
      raw.includes('\n') && {
        id: 'lf-to-crlf',
        label: 'with its LF line breaks turned into CR LF',
        body: raw.replace(/\n/g, '\r\n'),
      },
    hasBom
      ? {
          id: 'bom-removed',
          label: 'without the byte order mark (U+FEFF) it was sent with',
          body: raw.slice(1),
        }
      : { id: 'bom-added', label: 'with a byte order mark (U+FEFF) in front', body: BOM + raw },
    { id: 'trimmed', label: 'trimmed of leading and trailing whitespace', body: raw.trim() },
  ];
  return variants.filter((variant): variant is BodyVariant => variant !== false);
}

/**
 * The bodies a sender may have signed instead of `rawBody` (spec 5.2 rule 1, spec 5.5 "Body"):
 * pretty-printed (2, 4 spaces, tab), compacted, keys sorted, Python's defaults, non-ASCII
 * escaped or unescaped, `trans_amount.value` as a number, trimmed, trailing newline added or
 * removed, CR LF and LF swapped, byte order mark added or removed. JSON-based variants appear
 * only when the body parses; variants equal to the raw body or to an earlier one are dropped.
 */
export function bodyVariants(rawBody: string): BodyVariant[] {
  const seen = new Set([rawBody]);
  const out: BodyVariant[] = [];
  for (const variant of [...textVariants(rawBody), ...jsonVariants(rawBody)]) {
    if (seen.has(variant.body)) continue;
    seen.add(variant.body);
    out.push(variant);
  }
  return out;
}
