/**
 * Reads the PowerShell values a pasted Invoke-WebRequest needs (about_Quoting_Rules,
 * about_Special_Characters, about_Hash_Tables): "expandable" and 'literal' strings, their
 * here-string forms, backtick escapes, `$([char]N)`, `@{...}` hash tables, `$variables`, and
 * `[System.Text.Encoding]::UTF8.GetBytes(...)`. Nothing is run; what cannot be read is named.
 */

/** A value as written: text, a hash table, a variable, or something the console cannot read. */
export type PsValue =
  | { type: 'text'; text: string }
  | { type: 'table'; entries: Array<[string, PsValue]> }
  | { type: 'variable'; name: string }
  | { type: 'word'; text: string }
  | { type: 'other'; text: string };

/** A reading position in the pasted script, and what was noticed on the way. */
export interface PsCursor {
  src: string;
  pos: number;
  warnings: string[];
}

// PowerShell takes typographic quotes (as chat and word processors write them) as quotes too.
const DOUBLE = '"\u201C\u201D\u201E';
const SINGLE = "'\u2018\u2019\u201A\u201B";
const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/** Skips spaces, tabs and backtick line continuations (and line breaks when `newlines`). */
export function skipBlank(c: PsCursor, newlines = false): void {
  for (;;) {
    const ch = c.src[c.pos];
    if (ch === ' ' || ch === '\t' || ch === '\u00A0') c.pos++;
    else if (ch === '`' && /^`\r?\n/.test(c.src.slice(c.pos, c.pos + 3))) {
      c.pos += c.src[c.pos + 1] === '\r' ? 3 : 2;
    } else if (newlines && (ch === '\n' || ch === '\r' || ch === ';')) c.pos++;
    else if (newlines && ch === '#') {
      const end = c.src.indexOf('\n', c.pos);
      c.pos = end === -1 ? c.src.length : end;
    } else return;
  }
}

/** Expands an "expandable" string's escapes and `$([char]N)`; a `$name` is kept and named. */
function expand(raw: string, c: PsCursor, quotes: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i] as string;
    const next = raw[i + 1] ?? '';
    if (ch === '`' && next !== '') {
      const unicode = /^u\{([0-9a-fA-F]{1,6})\}/.exec(raw.slice(i + 1));
      if (unicode) {
        out += String.fromCodePoint(parseInt(unicode[1] as string, 16));
        i += unicode[0].length;
      } else {
        out += ESCAPES[next] ?? next;
        i++;
      }
    } else if (next !== '' && quotes.includes(ch) && quotes.includes(next)) {
      out += ch;
      i++;
    } else if (ch === '$' && next === '(') {
      const char = /^\$\(\[char\]\s*(0x[0-9a-fA-F]+|\d+)\s*\)/i.exec(raw.slice(i));
      if (char) {
        out += String.fromCharCode(Number(char[1]));
        i += char[0].length - 1;
      } else {
        out += ch;
        c.warnings.push(
          'A string holds a $(...) expression, which PowerShell would have run; it is kept as written.',
        );
      }
    } else if (ch === '$' && /[A-Za-z_{]/.test(next)) {
      out += ch;
      c.warnings.push(
        'A string holds a $variable, which PowerShell would have replaced; it is kept as written.',
      );
    } else out += ch;
  }
  return out;
}

/** Reads a here-string (`@"` or `@'` at a line end ... a line starting `"@` or `'@`). */
function hereString(c: PsCursor): PsValue | undefined {
  const open = /^@(["'\u201C\u201D\u2018\u2019])[ \t]*\r?\n/.exec(c.src.slice(c.pos));
  if (!open) return undefined;
  const literal = SINGLE.includes(open[1] as string);
  const start = c.pos + open[0].length;
  const close = new RegExp(`\\r?\\n[${literal ? SINGLE : DOUBLE}]@`, 'g');
  close.lastIndex = start - 1;
  const end = close.exec(c.src);
  if (!end) return { type: 'other', text: c.src.slice(c.pos) };
  const raw = c.src.slice(start, Math.max(start, end.index));
  c.pos = end.index + end[0].length;
  return { type: 'text', text: literal ? raw : expand(raw, c, '') };
}

/** Reads a quoted string starting at the cursor. */
function quoted(c: PsCursor): PsValue {
  const quote = c.src[c.pos] as string;
  const set = DOUBLE.includes(quote) ? DOUBLE : SINGLE;
  let i = c.pos + 1;
  let raw = '';
  for (; i < c.src.length; i++) {
    const ch = c.src[i] as string;
    if (set === DOUBLE && ch === '`') {
      raw += ch + (c.src[i + 1] ?? '');
      i++;
    } else if (set.includes(ch)) {
      const next = c.src[i + 1];
      if (next === undefined || !set.includes(next)) break;
      raw += ch + (c.src[i + 1] as string);
      i++;
    } else raw += ch;
  }
  c.pos = i + 1;
  if (set === SINGLE)
    return { type: 'text', text: raw.replace(/(['\u2018\u2019\u201A\u201B]){2}/g, '$1') };
  return { type: 'text', text: expand(raw, c, DOUBLE) };
}

/** Reads a hash table `@{ key = value; ... }`. */
function table(c: PsCursor): PsValue {
  c.pos += 2;
  const entries: Array<[string, PsValue]> = [];
  for (;;) {
    skipBlank(c, true);
    if (c.pos >= c.src.length || c.src[c.pos] === '}') break;
    const key = readValue(c, '=');
    skipBlank(c);
    if (c.src[c.pos] !== '=') break;
    c.pos++;
    skipBlank(c);
    entries.push([key.type === 'text' || key.type === 'word' ? key.text : '', readValue(c, ';}')]);
  }
  c.pos++;
  return { type: 'table', entries };
}

/** Reads `( ... )`: the UTF-8 bytes of a string, a value in parentheses, or something else. */
function group(c: PsCursor): PsValue {
  const start = c.pos;
  const bytes = /^\(\s*\[(?:System\.)?Text\.Encoding\]::UTF8\.GetBytes\(/i.exec(c.src.slice(c.pos));
  c.pos += bytes ? bytes[0].length : 1;
  skipBlank(c, true);
  const value = readValue(c, ')');
  skipBlank(c, true);
  for (let i = 0; i < (bytes ? 2 : 1); i++) {
    if (c.src[c.pos] !== ')') {
      let depth = 1;
      while (c.pos < c.src.length && depth > 0) {
        const ch = c.src[c.pos++];
        depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
      }
      return { type: 'other', text: c.src.slice(start, c.pos) };
    }
    c.pos++;
    skipBlank(c);
  }
  return value;
}

/** Reads one value at the cursor; a bare word runs to white space or one of `stops`. */
export function readValue(c: PsCursor, stops = ''): PsValue {
  const ch = c.src[c.pos] ?? '';
  if (ch === '@' && c.src[c.pos + 1] === '{') return table(c);
  if (ch === '@') {
    const here = hereString(c);
    if (here) return here;
  }
  if (DOUBLE.includes(ch) || SINGLE.includes(ch)) return quoted(c);
  if (ch === '(') return group(c);
  const start = c.pos;
  while (c.pos < c.src.length && !/[\s`]/.test(c.src[c.pos] as string)) {
    if (stops.includes(c.src[c.pos] as string)) break;
    c.pos++;
  }
  const text = c.src.slice(start, c.pos);
  if (/^\$[A-Za-z_][\w:]*$/.test(text))
    return { type: 'variable', name: text.slice(1).toLowerCase() };
  return { type: 'word', text };
}
