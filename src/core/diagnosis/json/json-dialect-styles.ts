/**
 * The string escapings, layouts and fixes of the serializer dialects (json-dialects.ts), each
 * from the library's documented defaults (spec 5.2 rule 1: equal meaning, other bytes).
 */
import type { Escaping, Layout } from './json-writer.ts';

/** One dialect as a row: id, the call naming the library, its effect, its fix, and the rest. */
export type Entry = [
  id: string,
  writer: string,
  effect: string,
  fix: string,
  Escaping,
  Layout,
  boolean?,
];

const SIGN_SENT =
  'Sign the exact string you send, and send the string you signed (spec 5.2 rule 1)';

export const ESCAPE_JS: Escaping = {
  unicodeEscaped: '',
  shortControls: '\b\f\n\r\t',
  slash: false,
  nonAscii: false,
  lineTerminators: false,
  hexCase: 'lower',
};
export const ESCAPE_PYTHON: Escaping = { ...ESCAPE_JS, nonAscii: true };
export const ESCAPE_PHP: Escaping = { ...ESCAPE_JS, slash: true, nonAscii: true };
// Go escapes <, > and & for HTML, and U+2028/U+2029 for JavaScript (encoding/json, encodeState.string).
export const ESCAPE_GO: Escaping = { ...ESCAPE_JS, unicodeEscaped: '<>&', lineTerminators: true };
// Gson's HTML-safe default adds = and ' (JsonWriter.HTML_SAFE_REPLACEMENT_CHARS).
const ESCAPE_GSON: Escaping = { ...ESCAPE_GO, unicodeEscaped: "<>&='" };
// Jackson escapes only what JSON requires; other controls as \u00XX in uppercase (CharTypes).
export const ESCAPE_JACKSON: Escaping = { ...ESCAPE_JS, hexCase: 'upper' };
// JavaScriptEncoder.Default: only Basic Latin passes; HTML-sensitive characters, + and ` escaped.
const ESCAPE_DOTNET: Escaping = {
  unicodeEscaped: '"&\'+<>`',
  shortControls: '\b\f\n\r\t',
  slash: false,
  nonAscii: true,
  lineTerminators: true,
  hexCase: 'upper',
};

export const COMPACT: Layout = {
  indent: null,
  colon: ':',
  comma: ',',
  emptyObject: '{}',
  emptyArray: '[]',
  inlineArrays: false,
  newline: '\n',
};
export const pretty = (indent: string, newline = '\n'): Layout => ({
  ...COMPACT,
  indent,
  colon: ': ',
  newline,
});
export const PYTHON_COMPACT: Layout = { ...COMPACT, colon: ': ', comma: ', ' };
const JACKSON_PRETTY: Layout = {
  ...pretty('  '),
  colon: ' : ',
  emptyObject: '{ }',
  emptyArray: '[ ]',
  inlineArrays: true,
};

const PHP_FIX = `${SIGN_SENT}, or pass JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE to json_encode (and no JSON_PRETTY_PRINT) so the bytes do not change.`;
const GO_FIX = `${SIGN_SENT}: marshal once into a []byte, sign it and send that []byte; to keep <, > and & use an Encoder with SetEscapeHTML(false).`;
const DOTNET_FIX = `${SIGN_SENT}: serialize once to a string or byte[], sign it and send it; JavaScriptEncoder.UnsafeRelaxedJsonEscaping keeps non-ASCII and HTML characters as they are.`;
const JAVA_FIX = `${SIGN_SENT}: serialize once (ObjectMapper.writeValueAsString or Gson.toJson) and sign and send that String; Gson's disableHtmlEscaping() keeps <, >, &, = and ' as they are.`;
export const PYTHON_FIX = `${SIGN_SENT}: dumps once (json.dumps(obj, separators=(",", ":"), ensure_ascii=False) for compact UTF-8), encode, sign and send those bytes.`;
export const JS_FIX = `${SIGN_SENT}: JSON.stringify once, sign that string and send it unchanged.`;
export const RUBY_FIX = `${SIGN_SENT}: to_json once, sign that string and send it unchanged.`;

/** PHP, Go, .NET and Java (Jackson, Gson): compiled and server stacks, in order of use. */
export const SERVER_DIALECTS: Entry[] = [
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
];
