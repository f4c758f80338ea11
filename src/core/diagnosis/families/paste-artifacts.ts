/**
 * Paste artifacts: bytes a copy and paste may have added to a body that the sender never sent
 * (a trailing newline, a no-break space for a space, zero-width characters). The intake flags
 * them when it cannot prove them; the search tries removing them first and blames the paste.
 */
import type { PasteArtifact } from '../../intake/types.ts';
import { always, never, type MistakeFamily } from './family.ts';

/** One suspected artifact removed from the body. */
export interface PasteMistake {
  dimension: 'paste';
  cause: 'PASTE_ARTIFACT';
  artifact: PasteArtifact;
  /** Completes "the paste probably added ...". */
  label: string;
  body: string;
}

const UNDO: Record<PasteArtifact, { label: string; undo: (body: string) => string }> = {
  'trailing-newline': { label: 'a trailing newline', undo: (body) => body.replace(/\r?\n$/, '') },
  nbsp: {
    label: 'no-break spaces (U+00A0) where the sender had spaces',
    undo: (body) => body.replace(/\u00a0/g, ' '),
  },
  'zero-width': {
    label: 'zero-width characters',
    undo: (body) => body.replace(/[\u200b-\u200d\u2060\ufeff]/g, ''),
  },
  'lf-to-crlf': {
    label: 'CR LF line breaks where the sender had LF',
    undo: (body) => body.replace(/\r\n/g, '\n'),
  },
  'smart-quotes': {
    label: 'smart quotes (“ ” ‘ ’) where the sender had straight quotes',
    undo: (body) =>
      body.replace(/[\u201c-\u201f\u2018-\u201b]/g, (q) =>
        '\u201c\u201d\u201e\u201f'.includes(q) ? '"' : "'",
      ),
  },
  'mail-wrap': {
    label: 'line breaks where a mail client wrapped a long line at a space',
    undo: (body) => body.replace(/\r?\n(?!$)/g, ' '),
  },
  'crlf-to-lf': {
    label: 'LF line breaks where the sender had CR LF',
    undo: (body) => body.replace(/\r?\n/g, '\r\n'),
  },
};

/** The body without each suspected artifact that changes it. */
export function pasteMistakes(
  rawBody: string,
  suspected: readonly PasteArtifact[] = [],
): PasteMistake[] {
  const out: PasteMistake[] = [];
  for (const artifact of suspected) {
    const known = UNDO[artifact];
    const body = known.undo(rawBody);
    if (body === rawBody) continue;
    out.push({ dimension: 'paste', cause: 'PASTE_ARTIFACT', artifact, label: known.label, body });
  }
  return out;
}

/**
 * The paste family: blamed on the paste, never on the sender (docs/architecture.md `PASTE_ARTIFACT`), and
 * tried before anything else, since a sender who signed right has nothing to fix.
 */
export const pasteFamily: MistakeFamily<PasteMistake> = {
  dimension: 'paste',
  causes: ['PASTE_ARTIFACT'],
  changesBody: true,
  candidates: (input) => pasteMistakes(input.rawBody, input.suspectedArtifacts),
  apply(mistake, draft) {
    draft.values.body = mistake.body;
  },
  pairable: always,
  bulk: never,
  explain: (mistake, { party }) => ({
    cause: mistake.cause,
    title: 'The paste added something',
    lead: `Your paste added ${mistake.label}; the ${party === 'receiver' ? 'service' : 'signer'} signed right.`,
    action: 'Nothing to fix in code; paste from the original log or file.',
    explanation: `The paste probably added ${mistake.label}; without it the sign matches.`,
    fix: 'Nothing for the sender to fix here: to be sure, take the body from the original log, HAR or file rather than from a copy of it (spec 5.5).',
    detail: `Removed from the pasted body: ${mistake.label} (suspected by the intake).`,
  }),
};
