/**
 * A request whose method carries no body (GET, HEAD, DELETE: spec 5.2 signs an empty body
 * then) may stand in prose that goes on after its headers, where the bytes after the blank
 * line are the writer's words, not a body. The empty body is then one more candidate, never
 * exact, and with the secret typed the signature decides (docs/verify-intake.md, "Locate").
 */
import type { BodyCandidate } from './body-candidates.ts';

const BODILESS = /\b(?:GET|HEAD|DELETE) (?:\/|https?:\/\/)/;

/** The empty body, where the text names a request of a method that sends none. */
export function emptyBody(text: string): BodyCandidate[] {
  const at = text.search(BODILESS);
  return at === -1
    ? []
    : [
        {
          body: '',
          at,
          how: `no body (the paste names a ${text.slice(at).split(' ')[0]} request)`,
          exact: false,
        },
      ];
}
