/**
 * A request copied out of an API client's console that lays a call out in titled sections, as the
 * Postman Console does: the request line (`POST https://…`), then "Request Headers" with
 * `Name: value` lines, "Request Body", "Response Headers" and "Response Body". The request's
 * headers and body are the spec 5.1 and 5.2 parts; the response that follows is offered as the
 * other side (spec 5.3). Each body ends at the next section title, and where its Content-Length is
 * shown the body is cut to it, so the line break before the next title is not counted.
 */
import { decodeUtf8, utf8 } from '../../../text/bytes.ts';
import { isHeaderLine, readHeaderBlock } from '../header-block.ts';
import { headerValue, intakeFromHeaders, type HeaderList } from '../headers.ts';
import type { HarSide, Intake } from '../../types.ts';
import { either, type Reader } from '../../locate/reader.ts';

type Title = 'Request Headers' | 'Request Body' | 'Response Headers' | 'Response Body';
const TITLE = /^[ \t]*(Request Headers|Request Body|Response Headers|Response Body)[ \t]*\r?$/gm;
const REQUEST_LINE = /^[ \t]*([A-Z]{3,7})[ \t]+((?:https?:\/\/|\/)\S*)/m;
// The status on its own line, or after the URL with the time ("POST https://… 200 142 ms").
const STATUS = /^[ \t]*(\d{3})(?:[ \t][^\n]*)?\r?$|[ \t](\d{3})[ \t]+\d+(?:\.\d+)?[ \t]*ms\b/m;

/** True when the paste has the console's section titles: request headers and another. */
function looksLikeConsoleSections(text: string): boolean {
  const titles = new Set([...text.matchAll(TITLE)].map((m) => m[1]));
  return titles.has('Request Headers') && titles.size > 1;
}

/** The sections' texts by title, each from after its title line to before the next title. */
function sectionsOf(text: string): { before: string; parts: Map<Title, string> } {
  const found = [...text.matchAll(TITLE)];
  const parts = new Map<Title, string>();
  found.forEach((match, i) => {
    const lineEnd = text.indexOf('\n', match.index);
    const from = lineEnd === -1 ? text.length : lineEnd + 1;
    const next = found[i + 1];
    const to = next ? next.index : text.length;
    const title = match[1] as Title;
    if (!parts.has(title)) parts.set(title, text.slice(from, Math.max(from, to)));
  });
  return { before: text.slice(0, found[0]?.index ?? 0), parts };
}

/** A header section's `Name: value` or `Name<TAB>value` lines (indentation taken off). */
function headersOf(section: string | undefined): HeaderList {
  if (section === undefined) return [];
  const lines = section
    .split('\n')
    .map((line) => line.replace(/^[ \t]+/, '').replace(/\r$/, ''))
    // A key/value table copies as "Name<TAB>value": read it as "Name: value".
    .map((line) => line.replace(/^([!#$%&'*+.^_`|~0-9A-Za-z-]+)\t+/, '$1: '))
    .filter((line) => line !== '' && isHeaderLine(line));
  return readHeaderBlock(`${lines.join('\n')}\n\n`, 0).headers;
}

/**
 * The body of a section: cut at Content-Length when the section holds that many bytes and only
 * line breaks after them; else the section without the one line break that ends it.
 */
function bodyOf(section: string | undefined, headers: HeaderList, notes: string[]): string {
  if (section === undefined) return '';
  const declared = headerValue(headers, 'Content-Length');
  const bytes = utf8(section);
  if (declared !== undefined && /^\d{1,12}$/.test(declared)) {
    const length = Number(declared);
    const rest = decodeUtf8(bytes.slice(length));
    if (length <= bytes.length && /^[\r\n]*$/.test(rest)) {
      if (rest !== '') {
        notes.push(
          `Cut: the body ends where its Content-Length ${length} says; the line break after it comes before the console's next section.`,
        );
      }
      return decodeUtf8(bytes.slice(0, length));
    }
  }
  return section.replace(/\r?\n$/, '');
}

/**
 * Reads a console's sectioned copy of a call (the Postman Console's layout): the request's
 * headers (spec 5.1) and body (5.2), or the response (5.3) when that side is picked. A string
 * says what is missing when no header section holds a signed field.
 */
function readConsoleSections(text: string, side?: HarSide): Intake | string {
  const { before, parts } = sectionsOf(text);
  const hasResponse = parts.has('Response Headers') || parts.has('Response Body');
  const chosen: HarSide = side === 'response' && hasResponse ? 'response' : 'request';
  const prefix = chosen === 'request' ? 'Request' : 'Response';
  const headers = headersOf(parts.get(`${prefix} Headers`));
  const notes: string[] = [];
  const warnings: string[] = [];
  const body = bodyOf(parts.get(`${prefix} Body`), headers, notes);
  if (headers.length === 0) {
    return `This looks like a console's copy of a call (a "${prefix} Headers" section), but no "Name: value" line was found under it. Expand the ${prefix.toLowerCase()} headers in the console and copy again.`;
  }
  if (!parts.has(`${prefix} Body`)) {
    warnings.push(
      `The paste has no "${prefix} Body" section, so the body is empty here. Expand the body in the console and copy it too.`,
    );
  }
  const intake = intakeFromHeaders('console-sections', chosen, headers, body, warnings);
  const all = [...headers, ...headersOf(parts.get('Request Headers'))];
  if (
    /^PostmanRuntime\//.test(headerValue(all, 'User-Agent') ?? '') ||
    headerValue(all, 'Postman-Token')
  ) {
    intake.formatDetail = 'Postman Console';
  }
  const request = REQUEST_LINE.exec(before);
  if (request) {
    intake.method = request[1] as string;
    intake.url = request[2] as string;
  }
  const status = STATUS.exec(before);
  if (chosen === 'response' && status) intake.status = Number(status[1] ?? status[2]);
  if (hasResponse) {
    intake.sides = ['request', 'response'];
    notes.push(
      `Cut: the paste holds the request and then its response; reading the ${chosen}. Pick the side above.`,
    );
  }
  if (notes.length > 0) intake.restored = notes;
  return intake;
}

export const consoleSectionsReader: Reader<'console-sections'> = {
  id: 'console-sections',
  label: 'API client console copy',
  detect: (ctx) => !ctx.json.ok && looksLikeConsoleSections(ctx.text),
  read: (ctx) => either(readConsoleSections(ctx.text, ctx.options.side)),
  framed: true,
  asks: 'a Postman Console copy',
  whyNot: () => 'console copy (Postman Console): no "Request Headers" section',
};
