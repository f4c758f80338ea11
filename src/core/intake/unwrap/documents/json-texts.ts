/**
 * A JSON document whose string values hold the message (docs/verify-intake.md, "Clean"): a chat
 * export, where Telegram Desktop's result.json writes each `messages[].text` as a string or as an
 * array of strings and `{type, text}` entities (a `code` or `pre` entity is a piece of the text
 * as shown), Slack's export a message's `text` and DiscordChatExporter's its `content`; or a
 * Jupyter notebook (nbformat 4), whose stream outputs keep `text`, whose results keep
 * `data["text/plain"]` and whose Markdown cells keep `source`, each a string or a list of
 * lines. Each message's text is taken out whole, its pieces joined as the app shows them, one
 * message after another: the text is read like any paste. The JSON strings decode exactly, so
 * the bytes are the ones the document holds.
 */
import { signedNameCount } from '../signed-names.ts';
import type { UnwrapStep } from '../step.ts';

/** The keys under which such documents keep a message's text. */
const TEXT_KEYS = ['text', 'content', 'text/plain'] as const;
const HAS_TEXT_KEY = /"(?:text|content|text\/plain)"\s*:/;
/** A document nests messages a few levels deep; deeper trees are not walked. */
const MAX_DEPTH = 12;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A text value: a string, or an array of strings and `{text}` pieces (Telegram's entities,
 * nbformat's lines), joined; undefined for anything else.
 */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value) || value.length === 0) return undefined;
  let out = '';
  for (const piece of value) {
    if (typeof piece === 'string') out += piece;
    else if (isObject(piece) && typeof piece.text === 'string') out += piece.text;
    else return undefined;
  }
  return out;
}

/** The texts of the tree in document order; an object with a text is one message, not walked further. */
function collect(value: unknown, depth: number, out: string[]): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, depth + 1, out);
    return;
  }
  if (!isObject(value)) return;
  // A notebook's Markdown and raw cells hold prose a user wrote, maybe the message; a code
  // cell's source is the program, its outputs what it printed.
  const prose = value.cell_type === 'markdown' || value.cell_type === 'raw';
  for (const key of prose ? ['source'] : TEXT_KEYS) {
    const text = textOf(value[key]);
    if (text !== undefined) {
      out.push(text);
      return;
    }
  }
  for (const item of Object.values(value)) collect(item, depth + 1, out);
}

function texts(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const out: string[] = [];
  collect(value, 0, out);
  if (out.length === 0) return undefined;
  const filled = out.filter((t) => t.trim() !== '');
  const joined = (filled.length > 0 ? filled : out).join('\n\n');
  // Texts that name no signed header hold no message (a HAR's bodies, a collection's notes):
  // the document is read by its own format, not taken apart.
  return signedNameCount(joined) > 0 ? joined : undefined;
}

export const jsonTextsStep: UnwrapStep = {
  id: 'json-texts',
  label:
    "a JSON document's message texts (a chat export's messages, a notebook's outputs), taken out",
  applies: (text) => /^\s*[{[]/.test(text) && /[}\]]\s*$/.test(text) && HAS_TEXT_KEY.test(text),
  undo: texts,
  wrap: (text) =>
    `${JSON.stringify(
      {
        name: 'Support',
        type: 'private_group',
        messages: [{ id: 1, type: 'message', from: 'Alex', text: [text] }],
      },
      null,
      1,
    )}\n`,
};
