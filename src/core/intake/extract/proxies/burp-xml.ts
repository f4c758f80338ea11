/**
 * Burp Suite's "Save items" file (Proxy history or Target site map, right-click, Save items):
 * XML whose internal DTD reads `items (item*)`, `item (time, url, host, port, protocol, method,
 * path, extension, request, status, responselength, mimetype, response, comment)`, with
 * `request` and `response` marked `base64 (true|false)`. Each message is the raw HTTP bytes, in
 * base64 when that box was ticked (exact), else as CDATA text. Either side can be checked: the
 * request (spec 5.1, 5.2) or the service's signed response (spec 5.3).
 */
import type { Reader } from '../../locate/reader.ts';
import type { HarSide, IntakeResult } from '../../types.ts';
import { parseRawHttp } from '../raw-http.ts';
import { base64Text } from './base64-text.ts';
import { onceEach, otherExchanges, readExchanges, type Exchange } from './exchange-list.ts';

interface Element {
  attrs: string;
  text: string;
}

const WHAT = 'Burp file';
const ITEMS = /<items\b[^>]*\bburpVersion\s*=/;
const ITEM = /<item>\s*<(?:time|url|host)\b|<request\s+base64\s*=\s*"(?:true|false)"/;
/**
 * A start, end or empty-element tag (XML 1.0 3.1). The name ends where a non-name character
 * follows, and the attributes stop at `<` (which XML forbids in them), so neither part can give
 * characters to the other and a long run of name or attribute text is read once.
 */
const TAG = /<(\/?)([A-Za-z][\w.-]*)(?![\w.-])([^<>]*)>/g;
const ENTITY = /&(lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9A-Fa-f]{1,6});/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const entities = (text: string) =>
  text.replace(ENTITY, (whole, name: string) => {
    if (name in NAMED) return NAMED[name] as string;
    const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

export interface Tag {
  closing: boolean;
  name: string;
  attrs: string;
  /** An empty-element tag, `<name/>`. */
  empty: boolean;
  /** The index just after the tag's `>`. */
  end: number;
}

/** The next tag at or after `from` (also JMeter's .jtl). */
export function nextTag(xml: string, from: number): Tag | undefined {
  TAG.lastIndex = from;
  const match = TAG.exec(xml);
  if (!match) return undefined;
  const rest = match[3] as string;
  const empty = rest.endsWith('/');
  return {
    closing: match[1] === '/',
    name: match[2] as string,
    attrs: empty ? rest.slice(0, -1) : rest,
    empty,
    end: TAG.lastIndex,
  };
}

/** An element's text up to its end tag: CDATA sections as written, other text entity-decoded (also JMeter's .jtl). */
export function content(
  xml: string,
  from: number,
  name: string,
): { text: string; end: number } | undefined {
  let at = from;
  let text = '';
  for (;;) {
    const close = xml.indexOf(`</${name}>`, at);
    if (close === -1) return undefined;
    // Searched within the element only, so a file of many elements is read in linear time.
    const inside = xml.slice(at, close).indexOf('<![CDATA[');
    const cdata = inside === -1 ? -1 : at + inside;
    if (cdata === -1) {
      return { text: text + entities(xml.slice(at, close)), end: close + name.length + 3 };
    }
    const cdataEnd = xml.indexOf(']]>', cdata + 9);
    if (cdataEnd === -1) return undefined;
    text += entities(xml.slice(at, cdata)) + xml.slice(cdata + 9, cdataEnd);
    at = cdataEnd + 3;
  }
}

/** The child elements of every `<item>`, by name; a truncated file gives the items it holds. */
function burpItems(xml: string): Array<Map<string, Element>> {
  const items: Array<Map<string, Element>> = [];
  let at = xml.indexOf('<item>');
  while (at !== -1) {
    const fields = new Map<string, Element>();
    let from = at + '<item>'.length;
    for (;;) {
      const tag = nextTag(xml, from);
      if (!tag) return items;
      const { closing, name, attrs, empty } = tag;
      from = tag.end;
      if (closing) {
        if (name === 'item') break;
        continue;
      }
      if (empty) {
        fields.set(name, { attrs, text: '' });
        continue;
      }
      const inner = content(xml, from, name);
      if (!inner) return items;
      fields.set(name, { attrs, text: inner.text });
      from = inner.end;
    }
    items.push(fields);
    at = xml.indexOf('<item>', from);
  }
  return items;
}

/** A message's text: base64 decoded to its bytes and read as UTF-8, or the CDATA as written. */
function messageText(element: Element | undefined, label: string, warnings: string[]) {
  if (!element || element.text.trim() === '') return undefined;
  if (!/\bbase64\s*=\s*["']true["']/.test(element.attrs)) return element.text;
  return base64Text(element.text, label, warnings);
}

/** One side of an item read as the raw HTTP message it holds. */
function readSide(item: Map<string, Element>, side: HarSide): IntakeResult | undefined {
  const warnings: string[] = [];
  const text = messageText(item.get(side), side, warnings);
  if (text === undefined) return undefined;
  // A chunked body is joined as every other reading's is (restore/chunked-body.ts).
  const result = parseRawHttp(text);
  if (!result.ok) return result;
  result.intake.warnings = [...warnings, ...result.intake.warnings];
  return result;
}

function exchanges(xml: string): Exchange[] {
  return burpItems(xml).map((item, index) => {
    const read = onceEach((side) => readSide(item, side));
    return {
      summary: {
        index,
        method: item.get('method')?.text.trim() ?? '',
        url: item.get('url')?.text.trim() ?? '',
        status: Number(item.get('status')?.text.trim()) || 0,
      },
      read,
      sides: (['request', 'response'] as const).filter((side) =>
        Boolean(item.get(side)?.text.trim()),
      ),
    };
  });
}

const isBurp = (text: string) => ITEMS.test(text.slice(0, 4000)) || ITEM.test(text);

export const burpXmlReader: Reader<'burp-xml'> = {
  id: 'burp-xml',
  label: 'Burp Suite saved items (XML)',
  detect: (ctx) => !ctx.json.ok && isBurp(ctx.text),
  read: (ctx) => readExchanges('burp-xml', exchanges(ctx.text), ctx.options, WHAT),
  besides: (ctx) =>
    isBurp(ctx.text) ? otherExchanges('burp-xml', exchanges(ctx.text), ctx.options, WHAT) : [],
  framed: false,
  asks: 'a Burp Suite "Save items" XML file or a Charles JSON session',
  whyNot: () => 'Burp Suite XML: no <items burpVersion=...> with <item> elements',
};
