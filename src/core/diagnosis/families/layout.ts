/**
 * How the parts are joined (spec 5.2: merchant ID, timestamp, nonce and body, in that order,
 * joined by single line feeds): CR LF or no separators, a trailing line feed, another order.
 * Two families: the separators, and the order of the parts.
 */
import { always, never, SPEC_ORDER, type MistakeFamily, type PartName } from './family.ts';

export interface SeparatorMistake {
  dimension: 'separators';
  cause: 'CRLF_SEPARATORS' | 'SEPARATORS_MISSING' | 'TRAILING_LINE_FEED';
  separator: string;
  trailer: string;
}

export interface OrderMistake {
  dimension: 'order';
  cause: 'FIELD_ORDER';
  order: readonly PartName[];
}

/** CR LF between the parts, nothing between them, or a line feed after the body too. */
function separatorMistakes(): SeparatorMistake[] {
  return [
    { dimension: 'separators', cause: 'CRLF_SEPARATORS', separator: '\r\n', trailer: '' },
    { dimension: 'separators', cause: 'SEPARATORS_MISSING', separator: '', trailer: '' },
    { dimension: 'separators', cause: 'TRAILING_LINE_FEED', separator: '\n', trailer: '\n' },
  ];
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The 23 orders of the four parts other than the spec's. */
function orderMistakes(): OrderMistake[] {
  return permutations(SPEC_ORDER)
    .filter((order) => order.join() !== SPEC_ORDER.join())
    .map((order) => ({ dimension: 'order', cause: 'FIELD_ORDER', order }));
}

/** The separators family (spec 5.2 rule 2: a single line feed between the parts, none after). */
export const separatorFamily: MistakeFamily<SeparatorMistake> = {
  dimension: 'separators',
  causes: ['CRLF_SEPARATORS', 'SEPARATORS_MISSING', 'TRAILING_LINE_FEED'],
  changesBody: false,
  candidates: separatorMistakes,
  apply(mistake, draft) {
    draft.separator = mistake.separator;
    draft.trailer = mistake.trailer;
  },
  pairable: always,
  bulk: never,
  explain(mistake, { actor }) {
    if (mistake.cause === 'CRLF_SEPARATORS') {
      return {
        cause: mistake.cause,
        title: 'CR LF separators',
        explanation: `${actor} joined the parts with CR LF (0x0D 0x0A).`,
        fix: `Use a single line feed (0x0A) between merchant ID, timestamp, nonce and body (spec 5.2 rule 2).`,
        detail: 'Separator used: CR LF (0x0D 0x0A).',
      };
    }
    if (mistake.cause === 'SEPARATORS_MISSING') {
      return {
        cause: mistake.cause,
        title: 'Separators missing',
        explanation: `${actor} concatenated merchant ID, timestamp, nonce and body with nothing between them.`,
        fix: 'Put a single line feed (0x0A) between the parts (spec 5.2).',
        detail: 'Separator used: none.',
      };
    }
    // Generic on purpose: several habits end the string with a line feed, and the bytes alone
    // do not say which one (stack-specific hints come from the request's client, not from here).
    return {
      cause: mistake.cause,
      title: 'Line feed after the body',
      explanation: `${actor} signed an extra line feed after the body: a separator after the last part, a body read from a file with its final line feed, or echo without -n.`,
      fix: 'End the string to sign with the last byte of the raw body; line feeds go only between the parts (spec 5.2).',
      detail: 'Signed string ends with an extra 0x0A after the body.',
    };
  },
};

const PART_NAME: Record<PartName, string> = {
  merchantId: 'merchant ID',
  timestamp: 'timestamp',
  nonce: 'nonce',
  body: 'body',
};

/** The order family (spec 5.2: merchant ID, timestamp, nonce, body, in that order only). */
export const orderFamily: MistakeFamily<OrderMistake> = {
  dimension: 'order',
  causes: ['FIELD_ORDER'],
  changesBody: false,
  candidates: orderMistakes,
  apply(mistake, draft) {
    draft.order = mistake.order;
  },
  pairable: always,
  bulk: never,
  explain(mistake, { actor }) {
    const order = mistake.order.map((part) => PART_NAME[part]).join(', ');
    return {
      cause: mistake.cause,
      title: 'Parts in the wrong order',
      explanation: `${actor} signed the parts in the order ${order}.`,
      fix: 'Sign merchant ID, timestamp, nonce and body, in that order only (spec 5.2).',
      detail: `Order signed: ${order} (spec: ${SPEC_ORDER.map((part) => PART_NAME[part]).join(', ')}).`,
    };
  },
};
