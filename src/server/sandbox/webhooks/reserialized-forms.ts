/**
 * How common stacks write a notification again after parsing it: what a receiver that verifies
 * `serialize(parse(body))` instead of the raw bytes actually verifies. The receiver check sends
 * the genuine notification written in each form, correctly signed over that form, when the bytes
 * as sent were refused: one accepted proves the receiver verified a re-serialized body.
 */
import { writeJson, type JsonStyle } from './notification-bytes.ts';

interface ReserializedForm {
  /** The serializer, as a sentence names it ("as Python's json.dumps writes it"). */
  label: string;
  style: JsonStyle;
}

const STACKS: ReserializedForm[] = [
  {
    label: "JSON.stringify, Jackson's ObjectMapper or Ruby's to_json",
    style: { spaced: false, asciiOnly: false, escapeSlash: false, sortKeys: false },
  },
  {
    label: "Python's json.dumps",
    style: { spaced: true, asciiOnly: true, escapeSlash: false, sortKeys: false },
  },
  {
    label: "PHP's json_encode",
    style: { spaced: false, asciiOnly: true, escapeSlash: true, sortKeys: false },
  },
];

/** Each stack's form with the keys as they came, then with the keys sorted. */
const RESERIALIZED_FORMS: ReserializedForm[] = [
  ...STACKS,
  ...STACKS.map(({ label, style }) => ({
    label: `${label} with sorted keys`,
    style: { ...style, sortKeys: true },
  })),
];

/**
 * The forms of `body` that differ from it and from each other, each with its text; none when
 * `body` is not JSON.
 */
export function reserializedBodies(body: string): { label: string; body: string }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const seen = new Set([body]);
  const bodies: { label: string; body: string }[] = [];
  for (const { label, style } of RESERIALIZED_FORMS) {
    const text = writeJson(parsed, style);
    if (seen.has(text)) continue;
    seen.add(text);
    bodies.push({ label, body: text });
  }
  return bodies;
}
