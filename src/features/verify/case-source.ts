import type { IntakeInput } from './intake-protocol.ts';

/** Where the case came from: the user's paste or file, or a shared link. */
export type CaseSource =
  | { from: 'none' }
  | { from: 'paste'; text: string }
  | { from: 'file'; name: string; bytes: Uint8Array }
  | { from: 'link' };

/** What the intake worker reads of a source; nothing for a link, which holds the fields. */
export const inputOf = (source: CaseSource): IntakeInput | null =>
  source.from === 'paste'
    ? { text: source.text }
    : source.from === 'file'
      ? { bytes: source.bytes }
      : null;

const named = (source: CaseSource) =>
  source.from === 'file' ? `the file ${source.name}` : 'the paste';
/** Said when the user cancels the reading. */
export const cancelledNote = (source: CaseSource) =>
  `Reading ${named(source)} was cancelled: nothing was read from it, and the text is kept. Paste only the request and its headers to read it at once, or type the fields below.`;
/** Said when an edit of the case stops the reading, whose answer would replace the edit. */
export const editedNote = (source: CaseSource) =>
  `${named(source).replace(/^t/, 'T')} was not read: the case was edited while it was being read, and the edit is kept. Paste it again to read it.`;
/** Said while the reading takes longer than a moment. */
export const readingNote = (source: CaseSource) => `Reading ${named(source)}…`;
