/**
 * How the parts are joined (spec 5.2: merchant ID, timestamp, nonce and body, in that order,
 * joined by single line feeds): CR LF or no separators, a trailing line feed, another order.
 */

/** The four signed parts, in the order of spec 5.2. */
export type PartName = 'merchantId' | 'timestamp' | 'nonce' | 'body';

/** The only order the spec allows (spec 5.2). */
export const SPEC_ORDER: readonly PartName[] = ['merchantId', 'timestamp', 'nonce', 'body'];

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
export function separatorMistakes(): SeparatorMistake[] {
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
export function orderMistakes(): OrderMistake[] {
  return permutations(SPEC_ORDER)
    .filter((order) => order.join() !== SPEC_ORDER.join())
    .map((order) => ({ dimension: 'order', cause: 'FIELD_ORDER', order }));
}
