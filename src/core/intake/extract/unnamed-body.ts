/**
 * A body a log line holds without naming it (docs/verify-intake.md, "Locate"): a logger's
 * message `raw body: {...}` beside fields read by name (`mid=... nonce=...`). The JSON values
 * the text holds as written (body-candidates.ts) stand in for the missing field, the first few,
 * so that with the secret typed the signature decides between them. A quoted or escaped one is
 * not taken: in a command or a program it is an argument, which its own reader reads.
 */
import { jsonValues, type BodyCandidate } from '../locate/body-candidates.ts';
import { isHeaderHolder } from '../locate/evidence.ts';

const CANDIDATES = 3;

/** The JSON values of `text`, in the order they stand, without repeats. */
export function unnamedBodies(text: string): BodyCandidate[] {
  const seen = new Set<string>();
  const out: BodyCandidate[] = [];
  for (const candidate of jsonValues(text)) {
    if (out.length >= CANDIDATES) break;
    if (isHeaderHolder(candidate.body) || seen.has(candidate.body)) continue;
    seen.add(candidate.body);
    out.push(candidate);
  }
  return out;
}
