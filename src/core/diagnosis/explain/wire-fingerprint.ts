/**
 * Which library wrote a JSON body, from its bytes (spec 5.2 rule 1: the sign covers the raw bytes,
 * so a library that re-serializes after signing breaks it). Each serializer leaves marks: Python's
 * `json.dumps` defaults put `", "` and `": "` between members and escape non-ASCII as `\uXXXX`;
 * PHP's `json_encode` escapes `/` as `\/`; Go's `json.Marshal` escapes `&`, `<`, `>` as `\u0026`,
 * `\u003c`, `\u003e`. The marks found rank the candidates; none is named without one.
 */
import type { Part } from '../families/family.ts';

/** A library that may have written the body, with the marks that point at it. */
export interface LibraryGuess {
  /** The library and the call that serializes (e.g. Python requests or httpx `json=`). */
  library: string;
  /** How to send the signed bytes unchanged with that library. */
  fix: string;
  /** The marks seen in the bytes, one line each. */
  evidence: string[];
}

interface Marks {
  spacedSeparators: number;
  compactSeparators: number;
  newlines: number;
  escapedSlash: number;
  escapedNonAscii: number;
  literalNonAscii: number;
  htmlEscapes: number;
}

/** Counts the serializer marks of a JSON text, telling what is inside strings from what is not. */
function marksOf(text: string): Marks {
  const marks: Marks = {
    spacedSeparators: 0,
    compactSeparators: 0,
    newlines: 0,
    escapedSlash: 0,
    escapedNonAscii: 0,
    literalNonAscii: 0,
    htmlEscapes: 0,
  };
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      if (ch === '"') inString = false;
      else if (ch === '\\') {
        const next = text[i + 1];
        if (next === '/') marks.escapedSlash++;
        if (next === 'u') {
          const unit = parseInt(text.slice(i + 2, i + 6), 16);
          if (unit >= 0x80) marks.escapedNonAscii++;
          if (unit === 0x26 || unit === 0x3c || unit === 0x3e) marks.htmlEscapes++;
        }
        i++;
      } else if (ch.charCodeAt(0) >= 0x80) marks.literalNonAscii++;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '\n') marks.newlines++;
    else if (ch === ',' || ch === ':') {
      if (text[i + 1] === ' ') marks.spacedSeparators++;
      else marks.compactSeparators++;
    }
  }
  return marks;
}

const SIGN_BYTES =
  'Serialize once, sign those exact bytes and send the same bytes (spec 5.2 rule 1)';

/**
 * The libraries whose default serializer writes bytes like `body`, best-evidenced first; empty
 * when the body carries no mark of one (compact JSON with literal UTF-8 is what most write).
 */
export function guessLibraries(body: string): LibraryGuess[] {
  const marks = marksOf(body);
  const scored: [number, LibraryGuess][] = [];
  const compact = marks.newlines === 0 && marks.spacedSeparators === 0;
  // json_encode and json.dumps escape every non-ASCII character, never only some of them.
  const allNonAsciiEscaped = marks.escapedNonAscii > 0 && marks.literalNonAscii === 0;
  if (marks.newlines === 0 && marks.spacedSeparators > 0 && marks.compactSeparators === 0) {
    const evidence = [
      '", " between members and ": " after keys, on one line (json.dumps defaults)',
    ];
    if (allNonAsciiEscaped) evidence.push('non-ASCII written as \\uXXXX (ensure_ascii=True)');
    scored.push([
      evidence.length + 1,
      {
        library: 'Python requests or httpx with json= (json.dumps defaults)',
        fix: `${SIGN_BYTES}: body = json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode(), sign body, then requests.post(url, data=body, headers=…) or httpx.post(url, content=body, headers=…), never json=obj.`,
        evidence,
      },
    ]);
  }
  if (compact && (marks.escapedSlash > 0 || (allNonAsciiEscaped && marks.htmlEscapes === 0))) {
    const evidence: string[] = [];
    if (marks.escapedSlash > 0)
      evidence.push('"/" written as "\\/" (json_encode without JSON_UNESCAPED_SLASHES)');
    if (allNonAsciiEscaped)
      evidence.push('non-ASCII written as \\uXXXX (json_encode without JSON_UNESCAPED_UNICODE)');
    scored.push([
      evidence.length + (marks.escapedSlash > 0 ? 1 : 0),
      {
        library: "PHP Guzzle with 'json' => (json_encode defaults)",
        fix: `${SIGN_BYTES}: $json = json_encode($data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE); sign $json, then send it with 'body' => $json and a Content-Type: application/json header, not 'json' => $data.`,
        evidence,
      },
    ]);
  }
  if (compact && marks.htmlEscapes > 0) {
    scored.push([
      2 + (marks.literalNonAscii > 0 ? 1 : 0),
      {
        library: 'Go encoding/json (json.Marshal)',
        fix: `${SIGN_BYTES}: body, _ := json.Marshal(v) once, sign body and send bytes.NewReader(body); do not marshal again for the request.`,
        evidence: [
          '"&", "<", ">" written as \\u0026, \\u003c, \\u003e (json.Marshal escapes HTML)',
        ],
      },
    ]);
  }
  return scored.sort((a, b) => b[0] - a[0]).map(([, guess]) => guess);
}

/**
 * The body changed after signing, by the HTTP library (spec 5.2 rule 1): the sent bytes carry a
 * serializer's marks that the signed string does not, so the library re-serialized what the
 * program signed. Ranked by the evidence, with the library the sender's User-Agent names
 * (`preferred`) first when the marks name it too. Null when the marks do not say so (the
 * signer's side then re-serialized).
 */
export function wireChange(sent: string, signed: string, preferred?: RegExp): Part | null {
  const onWire = guessLibraries(sent);
  const inSigned = new Set(guessLibraries(signed).map((guess) => guess.library));
  const ranked = onWire.filter((guess) => !inSigned.has(guess.library));
  const named = preferred ? ranked.findIndex((guess) => preferred.test(guess.library)) : -1;
  if (named > 0) ranked.unshift(...ranked.splice(named, 1));
  const top = ranked[0];
  if (!top) return null;
  return {
    cause: 'BODY_REFORMATTED',
    title: 'The HTTP library re-serialized the body after it was signed',
    explanation: `The sender signed one serialization of the body and its HTTP library sent another: the bytes on the wire carry the marks of ${top.library}, the signed string does not.`,
    fix: top.fix,
    detail: `Sent body written by ${top.library}: ${top.evidence.join('; ')}.`,
    libraries: ranked.map((guess) => guess.library),
  };
}
