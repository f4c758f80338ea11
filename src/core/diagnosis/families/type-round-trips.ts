/**
 * Types changed by a model round trip (spec 5.2 rule 1; spec 5.5 "Body: re-serialized"): a
 * decimal string signed and a number sent after a typed model (Jackson `double`, a Python
 * `float`, a JavaScript number), or the reverse; big integers and decimals re-printed.
 */
import type { JsonNode } from '../json/json-tree.ts';
import type { BodyVariant } from './body-variant.ts';
import { nodesOf, rawStyle, replaceNode } from './raw-style.ts';

/** At most this many changed bodies per case, and this many bytes of them in all. */
const TYPE_ROUND_TRIP_MAX_CANDIDATES = 200;
const TYPE_ROUND_TRIP_BYTE_BUDGET = 2 * 1024 * 1024;

const DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/** How a double prints a decimal: JavaScript and Jackson-like (`10`), Python float (`10.0`). */
function reprints(text: string): string[] {
  const value = Number(text);
  if (!Number.isFinite(value)) return [];
  const js = String(value);
  return [js, Number.isInteger(value) && !js.includes('e') ? `${js}.0` : js];
}

function changes(node: JsonNode): [string, JsonNode][] {
  if (node.type === 'string' && DECIMAL.test(node.value)) {
    return [node.value, ...reprints(node.value)].map((text): [string, JsonNode] => [
      `the number ${text} instead of the string "${node.value}"`,
      { type: 'number', text },
    ]);
  }
  if (node.type === 'number') {
    // A model's decimal written with two places (money: "10.00", 10.50) on the signing side.
    const value = Number(node.text);
    const money = Number.isFinite(value) && Math.abs(value) < 1e15 ? [value.toFixed(2)] : [];
    const strings = [...new Set([node.text, ...money])];
    const numbers = [...new Set([...reprints(node.text), ...money])].filter((x) => x !== node.text);
    return [
      ...strings.map((text): [string, JsonNode] => [
        `the string "${text}" instead of the number ${node.text}`,
        { type: 'string', value: text },
      ]),
      ...numbers.map((text): [string, JsonNode] => [
        `the number written ${text} instead of ${node.text}`,
        { type: 'number', text },
      ]),
    ];
  }
  return [];
}

/**
 * The body with one value's type or spelling changed as a typed model would (spec 5.5 "Body"):
 * each decimal string as a number (as written, as a double prints it), each number as a string
 * and as a double re-prints it (big integers lose digits, `10.50` becomes `10.5`), one value at a
 * time, in document order, every other byte as sent, within {@link TYPE_ROUND_TRIP_MAX_CANDIDATES}
 * and {@link TYPE_ROUND_TRIP_BYTE_BUDGET}. Empty unless the body writes back exactly.
 */
export function typeRoundTripVariants(rawBody: string): BodyVariant[] {
  const style = rawStyle(rawBody);
  if (!style) return [];
  const limit = Math.min(
    TYPE_ROUND_TRIP_MAX_CANDIDATES,
    Math.floor(TYPE_ROUND_TRIP_BYTE_BUDGET / Math.max(rawBody.length, 1)),
  );
  const out: BodyVariant[] = [];
  for (const [path, node] of nodesOf(style.tree)) {
    for (const [what, replacement] of changes(node)) {
      if (out.length >= limit) return out;
      out.push({
        id: 'type-round-trip',
        label: `with ${path || 'the value'} as ${what}, as a typed model writes it back`,
        body: style.write(replaceNode(style.tree, node, replacement)),
        single: true,
      });
    }
  }
  return out;
}
