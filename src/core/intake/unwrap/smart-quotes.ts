/**
 * Smart quotes: Slack, Teams, Word and macOS turn typed quotes into “ ” and ‘ ’. Not a reversible
 * layer (a curly quote may have been curly before), so the intake straightens them only where the
 * paste cannot be read otherwise or a byte count proves it, and otherwise hands the straightened
 * body to the mistake search as the likely original (spec 5.2 rule 1: the bytes sent are signed).
 */

const SMART = /[\u201C\u201D\u201E\u201F\u2018\u2019\u201A\u201B]/g;

/** True when `text` holds a curly quote a chat or word processor may have typed. */
export function hasSmartQuotes(text: string): boolean {
  return /[\u201C\u201D\u201E\u201F\u2018\u2019\u201A\u201B]/.test(text);
}

/** The text with every curly double quote made `"` and every curly single quote made `'`. */
export function straightenQuotes(text: string): string {
  return text.replace(SMART, (quote) => ('\u201C\u201D\u201E\u201F'.includes(quote) ? '"' : "'"));
}

/** How many curly quotes `text` holds (each is three UTF-8 bytes where `"` is one). */
export function countSmartQuotes(text: string): number {
  return (text.match(SMART) ?? []).length;
}

/**
 * What a chat app does to typed quotes: a quote after a space or at the start opens (“ ‘),
 * any other closes (” ’). Used by tests to redo the damage that `straightenQuotes` undoes.
 */
export function smartenQuotes(text: string): string {
  return text.replace(/["']/g, (quote, at: number) => {
    const opens = at === 0 || /[\s([{:,=]/.test(text[at - 1] as string);
    if (quote === '"') return opens ? '\u201C' : '\u201D';
    return opens ? '\u2018' : '\u2019';
  });
}
