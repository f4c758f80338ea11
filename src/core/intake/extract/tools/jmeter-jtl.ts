/**
 * Apache JMeter's XML results file (`.jtl`, "XML Log format 2.1" of the user manual's listener
 * chapter): a `<testResults>` of `<httpSample>` (or `<sample>`) elements, each with the request's
 * headers in `<requestHeader>` (no request line), the request body in `<samplerData>` (as
 * HTTPSampleResult.getSamplerData writes it: `METHOD url`, an empty line, `METHOD data:`, the
 * body, an empty line, then `[no cookies]` or `Cookie Data:`) or `<queryString>`, and the
 * response in `<responseHeader>` (status line first) and `<responseData>`. Text is XML-escaped
 * (`&quot;`, `&#xd;` for a CR); line breaks written bare are LF once read (XML 1.0 2.11).
 * Either side can be checked: the request (spec 5.1, 5.2) or the signed response (spec 5.3).
 */
import type { Reader } from '../../locate/reader.ts';
import type { HarSide, IntakeResult } from '../../types.ts';
import { intakeFromHeaders, type HeaderList } from '../headers.ts';
import { content, nextTag } from '../proxies/burp-xml.ts';
import {
  onceEach,
  otherExchanges,
  readExchanges,
  type Exchange,
} from '../proxies/exchange-list.ts';
import { BLANKS, trimRuns } from '../../../text/trim-runs.ts';

const WHAT = 'JMeter results file';
const SAMPLE = /<(?:httpSample|sample)\s[^>]*\blb\s*=/;
// The value is trimmed by hand: `[ \t]*(.*?)[ \t]*$` backtracks over a long run of blanks.
const HEADER = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)[ \t]*:(.*)$/;
const IS_SAMPLE = /^(?:httpSample|sample)$/;

interface Sample {
  attrs: string;
  fields: Map<string, string>;
}

/** Every sample with its child elements' text, in document order (sub-samples included). */
function samples(xml: string): Sample[] {
  const out: Array<Sample & { order: number }> = [];
  const open: Array<Sample & { order: number }> = [];
  let order = 0;
  let from = 0;
  for (let tag = nextTag(xml, from); tag; tag = nextTag(xml, from)) {
    const { closing, name, attrs, empty } = tag;
    from = tag.end;
    if (IS_SAMPLE.test(name)) {
      if (closing) {
        const done = open.pop();
        if (done) out.push(done);
      } else if (!empty) open.push({ attrs, fields: new Map(), order: order++ });
      continue;
    }
    const top = open[open.length - 1];
    if (closing || empty || !top) continue;
    const inner = content(xml, from, name);
    if (!inner) break;
    top.fields.set(name, inner.text);
    from = inner.end;
  }
  return out.sort((a, b) => a.order - b.order);
}

const attr = (attrs: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`).exec(attrs)?.[1] ?? '';

function headerList(text: string): HeaderList {
  const out: HeaderList = [];
  for (const line of text.split('\n')) {
    const match = HEADER.exec(line);
    if (match) out.push([match[1] as string, trimRuns(match[2] as string, BLANKS)]);
  }
  return out;
}

/** The body JMeter logged for the request: samplerData's `METHOD data:` section, else queryString. */
function requestBody(sample: Sample, method: string): string | undefined {
  const data = sample.fields.get('samplerData');
  const mark = `\n\n${method} data:\n`;
  const start = data?.indexOf(mark) ?? -1;
  if (data && start !== -1) {
    const rest = data.slice(start + mark.length);
    const end = Math.max(
      rest.lastIndexOf('\n\n[no cookies]'),
      rest.lastIndexOf('\n\nCookie Data:'),
    );
    if (end !== -1) return rest.slice(0, end);
  }
  return sample.fields.get('queryString');
}

function readSide(sample: Sample, method: string, side: HarSide): IntakeResult | undefined {
  const warnings: string[] = [];
  if (side === 'response') {
    const head = sample.fields.get('responseHeader');
    if (head === undefined) return undefined;
    const body = sample.fields.get('responseData') ?? '';
    const headers = headerList(head.slice(head.indexOf('\n') + 1));
    return { ok: true, intake: intakeFromHeaders('jmeter-jtl', side, headers, body, warnings) };
  }
  const head = sample.fields.get('requestHeader');
  if (head === undefined) return undefined;
  const body = requestBody(sample, method);
  if (body === undefined) warnings.push('The results file holds no request body (samplerData).');
  const headers = headerList(head);
  return {
    ok: true,
    intake: intakeFromHeaders('jmeter-jtl', side, headers, body ?? '', warnings),
  };
}

function exchanges(text: string): Exchange[] {
  // XML 1.0 2.11: a parser reads every CR LF or lone CR written bare as LF.
  const xml = text.replace(/\r\n?/g, '\n');
  return samples(xml).map((sample, index) => {
    const method =
      sample.fields.get('method')?.trim() ||
      /^[A-Z]+/.exec(sample.fields.get('samplerData') ?? '')?.[0] ||
      '';
    return {
      summary: {
        index,
        method,
        url: sample.fields.get('java.net.URL')?.trim() || attr(sample.attrs, 'lb'),
        status: Number(attr(sample.attrs, 'rc')) || 0,
      },
      read: onceEach((side) => readSide(sample, method, side)),
      sides: (['request', 'response'] as const).filter((side) =>
        sample.fields.has(side === 'request' ? 'requestHeader' : 'responseHeader'),
      ),
    };
  });
}

const isJtl = (text: string) => /<testResults\b/.test(text.slice(0, 4000)) && SAMPLE.test(text);

export const jmeterJtlReader: Reader<'jmeter-jtl'> = {
  id: 'jmeter-jtl',
  label: 'JMeter results file (.jtl XML)',
  detect: (ctx) => !ctx.json.ok && isJtl(ctx.text),
  read: (ctx) => readExchanges('jmeter-jtl', exchanges(ctx.text), ctx.options, WHAT),
  besides: (ctx) =>
    isJtl(ctx.text) ? otherExchanges('jmeter-jtl', exchanges(ctx.text), ctx.options, WHAT) : [],
  framed: false,
  whyNot: () => 'JMeter .jtl: no <testResults> with <httpSample lb=...> elements',
};
