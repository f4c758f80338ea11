/**
 * Key order (spec 5.2 rule 1; spec 5.5 "Body: reordered"): a hand-written template signed in one
 * key order while the library sent the object's or the struct's own order (Go struct fields, a
 * JavaScript object built in another order). Tries the orders of small objects, bounded.
 */
import type { JsonNode } from '../json/json-tree.ts';
import type { BodyVariant } from './body-variant.ts';
import { nodesOf, rawStyle, replaceNode } from './raw-style.ts';

/** Objects with more members than this are not permuted (7 members would be 5040 orders). */
const KEY_ORDER_MAX_MEMBERS = 6;
/** At most this many reordered bodies per case, each a MAC over the whole body. */
export const KEY_ORDER_MAX_CANDIDATES = 1500;
/** And at most this many bytes of reordered bodies in all, so a large body gets fewer. */
const KEY_ORDER_BYTE_BUDGET = 4 * 1024 * 1024;

function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) yield [items[i]!, ...tail];
  }
}

/**
 * The body with one small object's members in another order, every other byte as sent: for
 * each object of 2 to {@link KEY_ORDER_MAX_MEMBERS} members, smallest first, every order but
 * the sent one, at most {@link KEY_ORDER_MAX_CANDIDATES} and {@link KEY_ORDER_BYTE_BUDGET} in
 * all (spec 5.5 "Body: reordered").
 * Empty when the body is not JSON written in a style the search can write back exactly.
 */
export function keyOrderVariants(rawBody: string): BodyVariant[] {
  const style = rawStyle(rawBody);
  if (!style) return [];
  const objects = [...nodesOf(style.tree)]
    .filter(([, node]) => node.type === 'object')
    .filter(([, node]) => {
      const size = (node as Extract<JsonNode, { type: 'object' }>).members.length;
      return size >= 2 && size <= KEY_ORDER_MAX_MEMBERS;
    })
    .sort(([, a], [, b]) => membersOf(a).length - membersOf(b).length);
  const out: BodyVariant[] = [];
  const most = Math.min(
    KEY_ORDER_MAX_CANDIDATES,
    Math.floor(KEY_ORDER_BYTE_BUDGET / Math.max(rawBody.length, 1)),
  );
  for (const [path, node] of objects) {
    const members = membersOf(node);
    const sent = members.map(([key]) => key).join('\u0000');
    for (const order of permutations(members)) {
      if (out.length >= most) return out;
      const keys = order.map(([key]) => key);
      if (keys.join('\u0000') === sent) continue;
      out.push({
        id: 'key-order',
        label: `with the keys of ${path ? `"${path}"` : 'the top-level object'} in the order ${keys.join(', ')} (sent: ${members.map(([key]) => key).join(', ')})`,
        body: style.write(replaceNode(style.tree, node, { type: 'object', members: order })),
        single: true,
      });
    }
  }
  return out;
}

function membersOf(node: JsonNode): [string, JsonNode][] {
  return node.type === 'object' ? node.members : [];
}
