/**
 * What the body family says (spec 5.2 rule 1: the sign covers the raw bytes; spec 5.3 rule 3: a
 * receiver verifies them before parsing): who changed the body, addressed to them, with the fix
 * in the words of the library the evidence names. The bytes name the set of serializers and
 * libraries (stack/wire-fingerprint.ts); the sender's User-Agent only chooses among that set, or
 * names a library of the same language the bytes cannot exclude.
 */
import type { ClientStack, StackLanguage } from '../stack/client-stack.ts';
import { wireChange, type LibraryGuess } from '../stack/wire-fingerprint.ts';
import type { BodyMistake, BodyWriter } from './body-variant.ts';
import { receivedName, type ExplainContext, type Part } from './family.ts';

/** Serializing once and sending the bytes signed, in each language. */
const SEND_WHAT_YOU_SIGN: Record<StackLanguage, string> = {
  javascript: 'const body = JSON.stringify(order), sign body and send that same string',
  shell: "sign the file's bytes and send them with --data-binary @order.json",
  python:
    'body = json.dumps(order, separators=(",", ":"), ensure_ascii=False), sign it and send data=body.encode()',
  php: "$json = json_encode($data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), sign it and send 'body' => $json",
  go: 'body, _ := json.Marshal(v), sign body and send bytes.NewReader(body)',
  java: 'String body = mapper.writeValueAsString(model), sign it and send BodyPublishers.ofString(body)',
  ruby: 'body = order.to_json, sign it and send that same body',
};

/** The language of a dialect's writer, from how json-dialects.ts names it. */
const WRITER_LANGUAGE: [RegExp, StackLanguage][] = [
  [/^JavaScript/, 'javascript'],
  [/^Ruby/, 'ruby'],
  [/^Python/, 'python'],
  [/^PHP/, 'php'],
  [/^Go/, 'go'],
  [/^Java|Jackson|Gson/, 'java'],
];

const languageOf = (writer: string): StackLanguage | undefined =>
  WRITER_LANGUAGE.find(([pattern]) => pattern.test(writer))?.[1];

/** Among the writers of the same bytes, the one of the sender's language, else the first. */
function chooseWriter(writers: BodyWriter[], stack: ClientStack | null): BodyWriter {
  const own = stack && writers.find((w) => languageOf(w.writer) === stack.language);
  return own ?? writers[0]!;
}

const WIRE_TITLE = 'The HTTP library re-serialized the body after it was signed';

/**
 * The serializer the words name among those the bytes carry: the one with the library the
 * User-Agent names, else the one of its language, else the best-evidenced.
 */
function chooseGuess(guesses: LibraryGuess[], stack: ClientStack | null): LibraryGuess {
  const named = stack && guesses.find((g) => g.libraries.some((l) => l.stack.test(stack.name)));
  const sameLanguage = stack && guesses.find((g) => g.language === stack.language);
  return named ?? sameLanguage ?? guesses[0]!;
}

/** The library the words name: the one the User-Agent names in the set, or the bytes' first. */
function wireWords(guesses: LibraryGuess[], stack: ClientStack | null): Part {
  const guess = chooseGuess(guesses, stack);
  const others = guesses
    .filter((other) => other !== guess)
    .flatMap((other) => other.libraries.map((library) => library.name));
  const names = [...guess.libraries.map((library) => library.name), ...others];
  const named = stack && guess.libraries.find((library) => library.stack.test(stack.name));
  const first = guess.libraries[0]!;
  const base = {
    cause: 'BODY_REFORMATTED' as const,
    title: WIRE_TITLE,
    detail: `Sent body written by ${guess.serializer}: ${guess.evidence.join('; ')}.`,
  };
  const lead = (name: string) => `${name} re-serialized the body after you signed it.`;
  if (named) {
    return {
      ...base,
      lead: lead(named.name),
      action: named.action,
      explanation: `The sender signed one serialization of the body and ${named.name} sent another: the bytes on the wire carry the marks of ${guess.serializer}, the signed string does not.`,
      fix: named.fix,
      evidence: [`${stack.evidence}, one of the libraries that write these bytes.`],
      libraries: [named.name, ...names.filter((name) => name !== named.name)],
    };
  }
  if (stack && stack.language === guess.language) {
    // The bytes are this language's serializer's, and nothing in them excludes the stack named.
    return {
      ...base,
      lead: lead(stack.name),
      action: 'Send the exact bytes you signed as the raw body.',
      explanation: `The sender signed one serialization of the body and ${stack.name} sent another: the bytes on the wire carry the marks of ${guess.serializer}, the signed string does not.`,
      fix: `Serialize once, sign those exact bytes and send the same bytes (spec 5.2 rule 1). With ${stack.name}: ${SEND_WHAT_YOU_SIGN[stack.language]}.`,
      evidence: [
        `${stack.evidence}: ${guess.serializer} is its language's, so the bytes cannot exclude it.`,
      ],
      libraries: [stack.name, ...names],
    };
  }
  return {
    ...base,
    lead: 'Your HTTP library re-serialized the body after you signed it.',
    action: names.length === 1 ? first.action : 'Send the exact bytes you signed as the raw body.',
    explanation: `The sender signed one serialization of the body and its HTTP library sent another: the bytes on the wire carry the marks of ${guess.serializer} (${names.join(', ')}), the signed string does not.`,
    fix: first.fix,
    ...(stack
      ? {
          evidence: [
            `${stack.evidence} (${stack.name}), though the marks on the wire are another library's: the body's bytes decide which side changed it.`,
          ],
        }
      : {}),
    libraries: names,
  };
}

/** The signer's own re-serialization or text change, in the chosen writer's words. */
function signerWords(mistake: BodyMistake, { actor, stack }: ExplainContext): Part {
  const { variant } = mistake;
  const writer = variant.writers ? chooseWriter(variant.writers, stack) : null;
  const label = writer
    ? `re-serialized by ${writer.writer}, which ${writer.effect}`
    : variant.label;
  const general =
    'Build the JSON body once, sign exactly those bytes and send them unchanged; do not re-serialize, pretty-print or trim (spec 5.2 rule 1, 5.4).';
  const part: Part = {
    cause: mistake.cause,
    title: 'Body changed between signing and sending',
    lead: writer
      ? 'You signed a re-serialized body, not the bytes you sent.'
      : 'You signed a changed body, not the bytes you sent.',
    action: writer
      ? 'Serialize once; sign and send those bytes.'
      : 'Sign and send the same body bytes.',
    explanation: `${actor} signed the body ${label}, but sent other bytes.`,
    fix: writer?.fix ?? general,
    detail: `Body signed: ${label}.`,
  };
  const writers = variant.writers?.map((w) => w.writer) ?? [];
  if (writer && writers.length > 0) {
    part.libraries = [writer.writer, ...writers.filter((name) => name !== writer.writer)];
  }
  if (stack) {
    // The signer's side changed the body: the stack only says how to serialize once.
    part.fix = `${part.fix} With ${stack.name}: ${SEND_WHAT_YOU_SIGN[stack.language]}.`;
    part.evidence = [stack.evidence];
  }
  return part;
}

/** A body mistake explained for the party that made it (spec 5.2 rule 1, 5.3 rule 3). */
export function explainBody(mistake: BodyMistake, context: ExplainContext): Part {
  const { input, actor, party } = context;
  const { variant } = mistake;
  if (party === 'sender') {
    // A sender's library that re-serialized on the wire is named from the bytes' marks.
    const onWire = wireChange(input.rawBody, variant.body);
    return onWire.length > 0 ? wireWords(onWire, context.stack) : signerWords(mistake, context);
  }
  const verify =
    'Verify over the raw body exactly as received, before parsing; never parse and re-serialize it to verify (spec 5.3 rule 3).';
  if (party === 'handler') {
    return {
      cause: mistake.cause,
      title: 'The handler re-serialized the body before verifying',
      lead: 'Your handler verified a changed body, not the raw bytes it received.',
      action: 'Verify the raw body bytes as received, before parsing.',
      explanation: `${actor} signed the body ${variant.label}, not the raw bytes it received.`,
      fix: verify,
      detail: `Body signed: ${variant.label}.`,
    };
  }
  // The service signed the bytes it sent; the copy verified here is what the receiver made of it.
  const copy = wireChange(input.rawBody, variant.body)[0];
  return {
    cause: mistake.cause,
    title: `The ${receivedName(input)}'s body changed after the service signed it`,
    lead: 'Your receiver or logger changed the body the service signed.',
    action: 'Verify the raw body bytes as received, before parsing.',
    // The variant names how the service's bytes differ from the copy: the service's writer, so
    // it is said as the service's, never as the receiver's stack.
    explanation: `The body verified here is not the one the service signed: the service's X-Sign verifies over this copy ${variant.label}, which is how the service wrote it, not your receiver. A receiver that parsed and re-serialized the body, or a logger that did, changed the bytes.`,
    fix: verify,
    detail: `Body the service signed: the one verified here ${variant.label}.`,
    ...(copy
      ? {
          evidence: [
            `The copy verified was written by ${copy.serializer}: ${copy.evidence.join('; ')}.`,
          ],
        }
      : {}),
  };
}
