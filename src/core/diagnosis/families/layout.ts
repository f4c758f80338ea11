/**
 * The order of the parts (spec 5.2: merchant ID, timestamp, nonce and body, in that order
 * only): the 23 other orders. The separators between them are separators.ts.
 */
import {
  always,
  never,
  notTheService,
  SPEC_ORDER,
  type MistakeFamily,
  type PartName,
} from './family.ts';

export interface OrderMistake {
  dimension: 'order';
  cause: 'FIELD_ORDER';
  order: readonly PartName[];
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
  explain(mistake, { input, actor, party }) {
    const order = mistake.order.map((part) => PART_NAME[part]).join(', ');
    const who = party === 'handler' ? 'Your handler' : 'You';
    return {
      cause: mistake.cause,
      title: 'Parts in the wrong order',
      ...(party === 'receiver'
        ? notTheService(input, 'over its parts in another order')
        : {
            lead: `${who} signed the parts in another order.`,
            action: 'Sign merchant ID, timestamp, nonce, body, in order.',
          }),
      explanation: `${actor} signed the parts in the order ${order}.`,
      fix: 'Sign merchant ID, timestamp, nonce and body, in that order only (spec 5.2).',
      detail: `Order signed: ${order} (spec: ${SPEC_ORDER.map((part) => PART_NAME[part]).join(', ')}).`,
    };
  },
};
