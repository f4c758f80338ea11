/**
 * A request whose method carries no body (GET, HEAD, DELETE: the raw body signed is the bytes
 * sent, spec 5.2 rule 1, so none) may stand in prose that goes on after its headers, where the
 * bytes after the blank line are the writer's words, not a body. The empty body is then one
 * more candidate, never exact, and with the secret typed the signature decides
 * (docs/verify-intake.md, "Locate").
 */
const BODILESS = /\b(?:GET|HEAD|DELETE) (?:\/|https?:\/\/)/;

/** The empty body, where the text names a request of a method that sends none. */
export function emptyBody(
  text: string,
): Array<{ body: string; at: number; how: string; exact: false }> {
  const at = text.search(BODILESS);
  return at === -1
    ? []
    : [
        {
          body: '',
          at,
          how: `the ${text.slice(at, text.indexOf(' ', at))} request the paste names, which sends none`,
          exact: false,
        },
      ];
}
