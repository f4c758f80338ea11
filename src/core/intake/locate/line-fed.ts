/**
 * A body whose final line feed a log shows as a blank line (docs/verify-intake.md, "Locate"):
 * a logger ends each record with its own line break (Python's logging.StreamHandler writes
 * `msg + "\n"`), so `body: {...}` followed by a blank line reads either as the JSON value alone
 * or as the value with the line feed the sender's body ended in. Nothing in the log tells the two
 * apart; both are offered, the value alone first, and with the secret typed the signature decides.
 */

/** What a body candidate says of itself (body-candidates.ts), as far as a line feed needs. */
interface Candidate {
  body: string;
  at: number;
  how: string;
  exact: boolean;
}

const BLANK_AFTER = /^(\r?\n)\r?\n/;

/** Each candidate, and after it the same with its line break where a blank line follows it. */
export function withLineFeeds<C extends Candidate>(text: string, values: C[]): C[] {
  return values.flatMap((value) => {
    const end = value.at + value.body.length;
    const blank = BLANK_AFTER.exec(text.slice(end, end + 4));
    if (!blank) return [value];
    const fed: C = {
      ...value,
      body: value.body + (blank[1] as string),
      how: `${value.how}, with the line break before the blank line that follows it`,
      exact: false,
    };
    return [value, fed];
  });
}
