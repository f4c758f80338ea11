/**
 * What the common JSON serializers of other languages write for the same body, each from its
 * documented defaults (spec 5.2 rule 1, spec 5.5 "Body: ... re-serialized"): the body a sender
 * signed when it re-serialized the JSON before or after signing.
 */
import { readJsonTree, sortTree } from './json-tree.ts';
import {
  COMPACT,
  ESCAPE_JS,
  ESCAPE_PYTHON,
  JS_FIX,
  PYTHON_COMPACT,
  PYTHON_FIX,
  RUBY_FIX,
  SERVER_DIALECTS,
  pretty,
  type Entry,
} from './json-dialect-styles.ts';
import { quoter, writeJson, type Escaping, type Layout } from './json-writer.ts';

/** One serializer with one set of options, and how to stop it from changing the bytes. */
export interface Dialect {
  id: string;
  /** The call, naming the library, e.g. "PHP's json_encode". */
  writer: string;
  /** What it does to the bytes, completing "which ...". */
  effect: string;
  /** How to fix it in that language. */
  fix: string;
  sorted: boolean;
  escaping: Escaping;
  layout: Layout;
}

/** The dialects, most common first; the search drops those that write identical bytes. */
const ENTRIES: Entry[] = [
  [
    'compacted',
    "JavaScript's JSON.stringify(body)",
    'writes it compactly',
    JS_FIX,
    ESCAPE_JS,
    COMPACT,
  ],
  [
    'pretty-2',
    "JavaScript's JSON.stringify(body, null, 2)",
    'indents by 2 spaces',
    JS_FIX,
    ESCAPE_JS,
    pretty('  '),
  ],
  [
    'pretty-4',
    "JavaScript's JSON.stringify(body, null, 4)",
    'indents by 4 spaces',
    JS_FIX,
    ESCAPE_JS,
    pretty('    '),
  ],
  [
    'pretty-tab',
    'JavaScript\'s JSON.stringify(body, null, "\\t")',
    'indents by tabs',
    JS_FIX,
    ESCAPE_JS,
    pretty('\t'),
  ],
  [
    'keys-sorted',
    "JavaScript's JSON.stringify of the body with sorted keys",
    'sorts the keys',
    JS_FIX,
    ESCAPE_JS,
    COMPACT,
    true,
  ],
  ['ruby-to-json', "Ruby's to_json", 'writes it compactly', RUBY_FIX, ESCAPE_JS, COMPACT],
  ...SERVER_DIALECTS,
  [
    'python-dumps',
    "Python's json.dumps",
    'separates with ", " and ": " and escapes non-ASCII as \\uXXXX by default',
    PYTHON_FIX,
    ESCAPE_PYTHON,
    PYTHON_COMPACT,
  ],
  [
    'python-dumps-unicode',
    "Python's json.dumps(ensure_ascii=False)",
    'separates with ", " and ": " by default',
    PYTHON_FIX,
    ESCAPE_JS,
    PYTHON_COMPACT,
  ],
  [
    'python-sort-keys',
    "Python's json.dumps(sort_keys=True)",
    'sorts the keys, separates with ", " and ": " and escapes non-ASCII',
    PYTHON_FIX,
    ESCAPE_PYTHON,
    PYTHON_COMPACT,
    true,
  ],
  [
    'ruby-pretty-generate',
    "Ruby's JSON.pretty_generate",
    'indents by 2 spaces',
    RUBY_FIX,
    ESCAPE_JS,
    pretty('  '),
  ],
  [
    'python-indent-2',
    "Python's json.dumps(indent=2, ensure_ascii=False)",
    'indents by 2 spaces',
    PYTHON_FIX,
    ESCAPE_JS,
    pretty('  '),
  ],
  [
    'python-indent-2-ascii',
    "Python's json.dumps(indent=2)",
    'indents by 2 spaces and escapes non-ASCII as \\uXXXX',
    PYTHON_FIX,
    ESCAPE_PYTHON,
    pretty('  '),
  ],
  [
    'python-indent-4',
    "Python's json.dumps(indent=4, ensure_ascii=False)",
    'indents by 4 spaces',
    PYTHON_FIX,
    ESCAPE_JS,
    pretty('    '),
  ],
  [
    'python-indent-4-ascii',
    "Python's json.dumps(indent=4)",
    'indents by 4 spaces and escapes non-ASCII as \\uXXXX',
    PYTHON_FIX,
    ESCAPE_PYTHON,
    pretty('    '),
  ],
];

/** Every dialect of {@link dialectBodies}, in the order the search tries them. */
export const DIALECTS: readonly Dialect[] = ENTRIES.map(
  ([id, writer, effect, fix, escaping, layout, sorted]) => ({
    id,
    writer,
    effect,
    fix,
    escaping,
    layout,
    sorted: sorted ?? false,
  }),
);

/**
 * The body each serializer dialect would have signed for `rawBody` (spec 5.2 rule 1), in
 * {@link DIALECTS} order; empty when the body is not JSON.
 */
export function dialectBodies(rawBody: string): { dialect: Dialect; body: string }[] {
  const tree = readJsonTree(rawBody.startsWith('\uFEFF') ? rawBody.slice(1) : rawBody);
  if (!tree) return [];
  const sorted = sortTree(tree);
  // Dialects of one style (escaping, layout, key order) write equal bytes: written once.
  const written = new Map<string, string>();
  return DIALECTS.map((dialect) => {
    const style = STYLE_KEYS.get(dialect)!;
    let body = written.get(style);
    if (body === undefined) {
      body = writeJson(dialect.sorted ? sorted : tree, quoter(dialect.escaping), dialect.layout);
      written.set(style, body);
    }
    return { dialect, body };
  });
}

/** Each dialect's style as text: its escaping, layout and key order. */
const STYLE_KEYS = new Map(
  DIALECTS.map((dialect) => [
    dialect,
    JSON.stringify([dialect.escaping, dialect.layout, dialect.sorted]),
  ]),
);
