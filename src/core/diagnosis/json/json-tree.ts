/**
 * A JSON text read as a tree that keeps what a re-serializer keeps: member order (integer-like
 * keys included, which `JSON.parse` would move), duplicate members and each number as written.
 * The serializer dialects of the mistake search write this tree back (spec 5.2 rule 1).
 */

/** A parsed JSON value; numbers keep their text, strings are decoded. */
export type JsonNode =
  | { type: 'string'; value: string }
  | { type: 'number'; text: string }
  | { type: 'literal'; text: 'true' | 'false' | 'null' }
  | { type: 'array'; items: JsonNode[] }
  | { type: 'object'; members: [string, JsonNode][] };

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// Loose on purpose: JSON.parse of the matched literal rejects raw controls and bad escapes.
const STRING = /"(?:[^"\\]|\\.)*"/y;

class Reader {
  pos = 0;
  constructor(readonly text: string) {}

  skip(): void {
    while (WHITESPACE.has(this.text[this.pos] ?? '')) this.pos++;
  }

  fail(): never {
    throw new SyntaxError(`Not JSON at offset ${this.pos}`);
  }

  match(pattern: RegExp): string {
    pattern.lastIndex = this.pos;
    const found = pattern.exec(this.text);
    if (!found) this.fail();
    this.pos += found[0].length;
    return found[0];
  }

  expect(ch: string): void {
    this.skip();
    if (this.text[this.pos] !== ch) this.fail();
    this.pos++;
  }

  string(): string {
    this.skip();
    return JSON.parse(this.match(STRING)) as string;
  }

  value(): JsonNode {
    this.skip();
    const ch = this.text[this.pos];
    if (ch === '"') return { type: 'string', value: this.string() };
    if (ch === '{') return this.object();
    if (ch === '[') return this.array();
    for (const text of ['true', 'false', 'null'] as const) {
      if (this.text.startsWith(text, this.pos)) {
        this.pos += text.length;
        return { type: 'literal', text };
      }
    }
    return { type: 'number', text: this.match(NUMBER) };
  }

  object(): JsonNode {
    this.pos++;
    const members: [string, JsonNode][] = [];
    this.skip();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return { type: 'object', members };
    }
    for (;;) {
      const key = this.string();
      this.expect(':');
      members.push([key, this.value()]);
      this.skip();
      if (this.text[this.pos++] === '}') return { type: 'object', members };
      if (this.text[this.pos - 1] !== ',') this.fail();
    }
  }

  array(): JsonNode {
    this.pos++;
    const items: JsonNode[] = [];
    this.skip();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return { type: 'array', items };
    }
    for (;;) {
      items.push(this.value());
      this.skip();
      if (this.text[this.pos++] === ']') return { type: 'array', items };
      if (this.text[this.pos - 1] !== ',') this.fail();
    }
  }
}

/** The tree of a JSON text (RFC 8259), or null when it is not JSON or nests too deep to read. */
export function readJsonTree(text: string): JsonNode | null {
  try {
    const reader = new Reader(text);
    const root = reader.value();
    reader.skip();
    return reader.pos === text.length ? root : null;
  } catch {
    return null;
  }
}

/** The same tree with every object's members sorted by key, as Go maps and sort_keys write. */
export function sortTree(node: JsonNode): JsonNode {
  if (node.type === 'array') return { type: 'array', items: node.items.map(sortTree) };
  if (node.type !== 'object') return node;
  const members = node.members
    .map(([key, value]): [string, JsonNode] => [key, sortTree(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { type: 'object', members };
}
