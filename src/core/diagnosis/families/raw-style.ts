/**
 * The serializer style a JSON body was written in, found by writing its tree back in a few
 * common styles and keeping the one that gives the raw bytes again: the tree-changing families
 * (key order, type round trips) then change one thing and keep every other byte (spec 5.2 rule 1).
 */
import { readJsonTree, type JsonNode } from '../json/json-tree.ts';
import {
  COMPACT,
  ESCAPE_GO,
  ESCAPE_JACKSON,
  ESCAPE_JS,
  ESCAPE_PHP,
  ESCAPE_PYTHON,
  pretty,
  PYTHON_COMPACT,
} from '../json/json-dialect-styles.ts';
import { quoter, writeJson, type Escaping, type Layout } from '../json/json-writer.ts';
import { lastResult } from '../last-result.ts';

const STYLES: [Escaping, Layout][] = [
  [ESCAPE_JS, COMPACT],
  [ESCAPE_PYTHON, PYTHON_COMPACT],
  [ESCAPE_PHP, COMPACT],
  [ESCAPE_GO, COMPACT],
  [ESCAPE_JACKSON, COMPACT],
  [ESCAPE_JS, pretty('  ')],
  [ESCAPE_JS, pretty('    ')],
];

/** A body's tree and a writer that reproduces its exact bytes, or null when no style does. */
export interface RawStyle {
  tree: JsonNode;
  write: (tree: JsonNode) => string;
}

/** The tree of `rawBody` and the first style in which it writes back byte for byte, or null. */
export const rawStyle = lastResult(findStyle);

function findStyle(rawBody: string): RawStyle | null {
  const tree = readJsonTree(rawBody);
  if (!tree || (tree.type !== 'object' && tree.type !== 'array')) return null;
  for (const [escaping, layout] of STYLES) {
    const quote = quoter(escaping);
    const write = (node: JsonNode) => writeJson(node, quote, layout);
    if (write(tree) === rawBody) return { tree, write };
  }
  return null;
}

/** Every node of the tree with its path (`a.b[0]`), in document order. */
export function* nodesOf(node: JsonNode, path = ''): Generator<[string, JsonNode]> {
  yield [path, node];
  if (node.type === 'object') {
    for (const [key, value] of node.members) yield* nodesOf(value, path ? `${path}.${key}` : key);
  }
  if (node.type === 'array') {
    for (const [i, item] of node.items.entries()) yield* nodesOf(item, `${path}[${i}]`);
  }
}

/** The tree with `target` replaced by `replacement` (compared by identity). */
export function replaceNode(node: JsonNode, target: JsonNode, replacement: JsonNode): JsonNode {
  if (node === target) return replacement;
  if (node.type === 'object') {
    return {
      type: 'object',
      members: node.members.map(([key, value]) => [key, replaceNode(value, target, replacement)]),
    };
  }
  if (node.type === 'array') {
    return {
      type: 'array',
      items: node.items.map((item) => replaceNode(item, target, replacement)),
    };
  }
  return node;
}
