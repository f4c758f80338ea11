/**
 * What marks a message's side in a text (docs/verify-intake.md, "Locate"): a response's start
 * line or side word, a request's. Each mark is its own pattern, searched alone: a union of them
 * makes the regex engine try every branch at every position of a long body, each alone is a
 * fast scan.
 */

// The side words stand alone: `X-Request-Id` or `response-time` name a header, not a side.
// Client loggers mark a response by an arrow before its status (OkHttp's `<-- 200 OK url`,
// Feign's `<--- HTTP/1.1 200 (12ms)`), by a status field (Tesla's `status: 200`, Faraday's
// `Status 200`, `statusCode=200`) or by a line that prints the status code alone (Dart's
// `print(response.statusCode)`, behind the console prefix the line above has too, `flutter: `
// or `I/flutter ( 42): `, which a header line such as `Content-Length: 209` is not).
const marks = (...sources: string[]) => sources.map((source) => new RegExp(source, 'gi'));

/** A response's start line or side word. */
export const RESPONSE_START = marks(
  String.raw`(?:^|[\s"'<])HTTP\/[\d.]+ \d{3}\b`,
  String.raw`(?<![\w-])response(?![\w-])`,
  String.raw`<-{2,3} (?:HTTP\/[\d.]+ )?\d{3}\b`,
  String.raw`(?<![\w-])status(?:[ _-]?code)?["']?[ \t]{0,4}[:=]?[ \t]{0,4}[1-5]\d\d\b`,
  String.raw`(?:^|\n)[1-5]\d\d[ \t]*(?=\r?\n|$)`,
  String.raw`\n([^\n:]{1,40}: )[1-5]\d\d[ \t]*(?=\r?\n|$)(?<=(?:^|\n)\1[^\n]*\n\1[1-5]\d\d[ \t]*)`,
);
/** A response's marks: its start, and a `response_headers` key, which may come late. */
export const RESPONSE_MARK = [
  ...RESPONSE_START,
  ...marks(String.raw`\bres(?:ponse)?[_.]headers\b`),
];
export const REQUEST_MARK = marks(
  String.raw`\b(?:POST|PUT|PATCH|GET|DELETE) [/h]`,
  String.raw`(?<![\w-])request(?![\w-])`,
  String.raw`\breq(?:uest)?[_.]headers\b`,
);

/** Where the last of the marks in `text` stands, or -1. */
export function lastMark(text: string, set: readonly RegExp[]): number {
  let at = -1;
  for (const re of set) for (const m of text.matchAll(re)) at = Math.max(at, m.index);
  return at;
}

/** Where the first mark `keep` accepts stands in [from, before), or `text.length`. */
export function firstMark(
  text: string,
  from: number,
  before: number,
  set: readonly RegExp[],
  keep: (match: RegExpExecArray) => boolean,
): number {
  let first = text.length;
  for (const pattern of set) {
    const re = new RegExp(pattern.source, 'gi');
    re.lastIndex = from;
    for (let m = re.exec(text); m && m.index < Math.min(before, first); m = re.exec(text)) {
      if (keep(m)) {
        first = m.index;
        break;
      }
    }
  }
  return first;
}
