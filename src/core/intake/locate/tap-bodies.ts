/**
 * A body a capture wrote as a JSON object naming its encoding (docs/verify-intake.md, "Locate"):
 * Envoy's tap trace writes each side's `body` as `{"truncated": false, "as_bytes": "<base64>"}`
 * or `"as_string": "..."` (envoy data/tap/v3 common.proto, Body: as_bytes under the
 * JSON_BODY_AS_BYTES format, as_string under JSON_BODY_AS_STRING). Decoded, they are the bytes
 * received, read as UTF-8 text (spec 5.2), unless the tap marked the body truncated.
 */
import { decodeUtf8, fromBase64, isValidUtf8 } from '../../text/bytes.ts';
import type { FoundBody as BodyCandidate } from './found-body.ts';

const BODY = /"(as_bytes|as_string)"\s{0,32}:\s{0,32}"((?:\\.|[^"\\]){0,1048576})"/g;

/** Whether the object around `at` says its body was truncated. */
const truncatedNear = (text: string, at: number) =>
  /"truncated"\s{0,32}:\s{0,32}true/.test(text.slice(Math.max(0, at - 200), at + 200));

/** Every `as_bytes`/`as_string` body, decoded. */
export function tapBodies(text: string): BodyCandidate[] {
  if (!/"as_(?:bytes|string)"/.test(text)) return [];
  const out: BodyCandidate[] = [];
  BODY.lastIndex = 0;
  for (let m = BODY.exec(text); m && out.length < 16; m = BODY.exec(text)) {
    const raw = m[2] as string;
    let body: string | undefined;
    if (m[1] === 'as_bytes') {
      const bytes = fromBase64(raw.replace(/\s+/g, ''));
      body = bytes && isValidUtf8(bytes) ? decodeUtf8(bytes) : undefined;
    } else {
      try {
        body = JSON.parse(`"${raw}"`) as string;
      } catch {
        body = undefined;
      }
    }
    if (body === undefined || body === '') continue;
    const truncated = truncatedNear(text, m.index);
    const how = `the body the capture wrote ${m[1] === 'as_bytes' ? 'in base64 (as_bytes), decoded' : 'as a JSON string (as_string)'}${truncated ? ', marked truncated' : ''}`;
    out.push({ body, at: m.index, how, exact: !truncated });
  }
  return out;
}
