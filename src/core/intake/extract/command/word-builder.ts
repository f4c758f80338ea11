/**
 * The words a shell splitter collects, whatever its quoting rules: a word begins with its first
 * character or an opening quote (so `''` is a word, empty), and ends at unquoted whitespace, an
 * operator or the end of the command.
 */
export interface WordBuilder {
  readonly words: string[];
  /** Adds text to the current word, beginning one if none is open. */
  add(text: string): void;
  /** Begins a word if none is open (an opening quote). */
  begin(): void;
  /** Ends the current word, if one is open. */
  end(): void;
}

export function wordBuilder(): WordBuilder {
  const words: string[] = [];
  let word: string | undefined;
  return {
    words,
    add(text) {
      word = (word ?? '') + text;
    },
    begin() {
      word ??= '';
    },
    end() {
      if (word !== undefined) words.push(word);
      word = undefined;
    },
  };
}
