/**
 * What the common JSON serializers of other languages write for the same body, each from its
 * documented defaults (spec 5.2 rule 1, spec 5.5 "Body: ... re-serialized"): the body a sender
 * signed when it re-serialized the JSON before or after signing.
 */
import { readJsonTree, sortTree, type JsonNode } from './json-tree.ts';
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

const SIGN_SENT = 'Sign the exact string you send, and send the string you signed';

const ESCAPE_JS: Escaping = {
  unicodeEscaped: '',
  shortControls: '\b\f\n\r\t',
  slash: false,
  nonAscii: false,
  lineTerminators: false,
  hexCase: 'lower',
};
const ESCAPE_PYTHON: Escaping = { ...ESCAPE_JS, nonAscii: true };
const ESCAPE_PHP: Escaping = { ...ESCAPE_JS, slash: true, nonAscii: true };
// Go escapes <, > and & for HTML, and U+2028/U+2029 for JavaScript (encoding/json, encodeState.string).
const ESCAPE_GO: Escaping = { ...ESCAPE_JS, unicodeEscaped: '<>&', lineTerminators: true };
// Gson's HTML-safe default adds = and ' (JsonWriter.HTML_SAFE_REPLACEMENT_CHARS).
const ESCAPE_GSON: Escaping = { ...ESCAPE_GO, unicodeEscaped: "<>&='" };
// Jackson escapes only what JSON requires; other controls as \u00XX in uppercase (CharTypes).
const ESCAPE_JACKSON: Escaping = { ...ESCAPE_JS, hexCase: 'upper' };
// JavaScriptEncoder.Default: only Basic Latin passes; HTML-sensitive characters, + and ` escaped.
const ESCAPE_DOTNET: Escaping = {
  unicodeEscaped: '"&\'+<>`',
  shortControls: '\b\f\n\r\t',
  slash: false,
  nonAscii: true,
  lineTerminators: true,
  hexCase: 'upper',
};

const COMPACT: Layout = {
  indent: null,
  colon: ':',
  comma: ',',
  emptyObject: '{}',
  emptyArray: '[]',
  inlineArrays: false,
  newline: '\n',
};
const pretty = (indent: string, newline = '\n'): Layout => ({
  ...COMPACT,
  indent,
  colon: ': ',
  newline,
});
const PYTHON_COMPACT: Layout = { ...COMPACT, colon: ': ', comma: ', ' };
const JACKSON_PRETTY: Layout = {
  ...pretty('  '),
  colon: ' : ',
  emptyObject: '{ }',
  emptyArray: '[ ]',
  inlineArrays: true,
};

type Entry = [id: string, writer: string, effect: string, fix: string, Escaping, Layout, boolean?];

const PHP_FIX = `${SIGN_SENT}, or pass JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE to json_encode (and no JSON_PRETTY_PRINT) so the bytes do not change.`;
const GO_FIX = `${SIGN_SENT}: marshal once into a []byte, sign it and send that []byte; to keep <, > and & use an Encoder with SetEscapeHTML(false).`;
const DOTNET_FIX = `${SIGN_SENT}: serialize once to a string or byte[], sign it and send it; JavaScriptEncoder.UnsafeRelaxedJsonEscaping keeps non-ASCII and HTML characters as they are.`;
const JAVA_FIX = `${SIGN_SENT}: serialize once (ObjectMapper.writeValueAsString or Gson.toJson) and sign and send that String; Gson's disableHtmlEscaping() keeps <, >, &, = and ' as they are.`;
const PYTHON_FIX = `${SIGN_SENT}: dumps once (json.dumps(obj, separators=(",", ":"), ensure_ascii=False) for compact UTF-8), encode, sign and send those bytes.`;
const JS_FIX = `${SIGN_SENT}: JSON.stringify once, sign that string and send it unchanged.`;
const RUBY_FIX = `${SIGN_SENT}: to_json once, sign that string and send it unchanged.`;

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
  [
    'php-json-encode',
    "PHP's json_encode",
    'escapes "/" as "\\/" and non-ASCII as \\uXXXX by default',
    PHP_FIX,
    ESCAPE_PHP,
    COMPACT,
  ],
  [
    'php-unescaped-slashes',
    "PHP's json_encode with JSON_UNESCAPED_SLASHES",
    'still escapes non-ASCII as \\uXXXX',
    PHP_FIX,
    { ...ESCAPE_PHP, slash: false },
    COMPACT,
  ],
  [
    'php-unescaped-unicode',
    "PHP's json_encode with JSON_UNESCAPED_UNICODE",
    'still escapes "/" as "\\/"',
    PHP_FIX,
    { ...ESCAPE_PHP, nonAscii: false, lineTerminators: true },
    COMPACT,
  ],
  [
    'php-pretty',
    "PHP's json_encode with JSON_PRETTY_PRINT",
    'indents by 4 spaces, escapes "/" and non-ASCII',
    PHP_FIX,
    ESCAPE_PHP,
    pretty('    '),
  ],
  [
    'go-marshal',
    "Go's json.Marshal (a struct)",
    'escapes <, > and & as \\u003c, \\u003e, \\u0026 for HTML',
    GO_FIX,
    ESCAPE_GO,
    COMPACT,
  ],
  [
    'go-marshal-map',
    "Go's json.Marshal of a map",
    'sorts the keys and escapes <, > and & for HTML',
    GO_FIX,
    ESCAPE_GO,
    COMPACT,
    true,
  ],
  [
    'go-indent',
    'Go\'s json.MarshalIndent(v, "", "  ") (a struct)',
    'indents by 2 spaces and escapes <, > and &',
    GO_FIX,
    ESCAPE_GO,
    pretty('  '),
  ],
  [
    'go-indent-map',
    'Go\'s json.MarshalIndent(v, "", "  ") of a map',
    'sorts the keys, indents by 2 spaces and escapes <, > and &',
    GO_FIX,
    ESCAPE_GO,
    pretty('  '),
    true,
  ],
  [
    'go-indent-tab',
    'Go\'s json.MarshalIndent(v, "", "\\t")',
    'indents by tabs and escapes <, > and &',
    GO_FIX,
    ESCAPE_GO,
    pretty('\t'),
  ],
  [
    'dotnet',
    ".NET's System.Text.Json (JsonSerializer, default encoder)",
    'escapes non-ASCII and HTML-sensitive characters (", &, \', +, <, >, `) as uppercase \\uXXXX',
    DOTNET_FIX,
    ESCAPE_DOTNET,
    COMPACT,
  ],
  [
    'dotnet-indented',
    ".NET's System.Text.Json with WriteIndented on Linux",
    'indents by 2 spaces and escapes non-ASCII and HTML-sensitive characters',
    DOTNET_FIX,
    ESCAPE_DOTNET,
    pretty('  '),
  ],
  [
    'dotnet-indented-crlf',
    ".NET's System.Text.Json with WriteIndented on Windows",
    'indents by 2 spaces with CR LF line breaks and escapes non-ASCII and HTML-sensitive characters',
    DOTNET_FIX,
    ESCAPE_DOTNET,
    pretty('  ', '\r\n'),
  ],
  [
    'jackson',
    "Java Jackson's ObjectMapper",
    'writes it compactly',
    JAVA_FIX,
    ESCAPE_JACKSON,
    COMPACT,
  ],
  [
    'jackson-pretty',
    "Java Jackson's DefaultPrettyPrinter",
    'writes "key" : value with 2-space indents and arrays as [ a, b ]',
    JAVA_FIX,
    ESCAPE_JACKSON,
    JACKSON_PRETTY,
  ],
  [
    'gson',
    "Java Gson's toJson",
    "escapes <, >, &, = and ' as \\u003c, \\u003e, \\u0026, \\u003d, \\u0027 for HTML, and leaves out null members",
    JAVA_FIX,
    ESCAPE_GSON,
    { ...COMPACT, omitNulls: true },
  ],
  [
    'gson-pretty',
    'Java Gson with setPrettyPrinting',
    "indents by 2 spaces and escapes <, >, &, = and ' for HTML",
    JAVA_FIX,
    ESCAPE_GSON,
    { ...pretty('  '), omitNulls: true },
  ],
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

/** One dialect's body for a tree. */
export function writeDialect(dialect: Dialect, tree: JsonNode): string {
  return writeJson(
    dialect.sorted ? sortTree(tree) : tree,
    quoter(dialect.escaping),
    dialect.layout,
  );
}

/**
 * The body each serializer dialect would have signed for `rawBody` (spec 5.2 rule 1), in
 * {@link DIALECTS} order; empty when the body is not JSON.
 */
export function dialectBodies(rawBody: string): { dialect: Dialect; body: string }[] {
  const tree = readJsonTree(rawBody.startsWith('\uFEFF') ? rawBody.slice(1) : rawBody);
  if (!tree) return [];
  const sorted = sortTree(tree);
  return DIALECTS.map((dialect) => ({
    dialect,
    body: writeJson(dialect.sorted ? sorted : tree, quoter(dialect.escaping), dialect.layout),
  }));
}
