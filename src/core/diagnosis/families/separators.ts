/**
 * How the parts are joined (spec 5.2 rule 2: a single line feed between the parts, none after
 * the body): CR LF, nothing, or a line feed after the body too. Where a final line feed comes
 * from differs by stack, so its words fit the stack the request's User-Agent names.
 */
import type { ClientStack, StackLanguage } from '../stack/client-stack.ts';
import { always, never, notTheService, type MistakeFamily, type Part } from './family.ts';

export interface SeparatorMistake {
  dimension: 'separators';
  cause: 'CRLF_SEPARATORS' | 'SEPARATORS_MISSING' | 'TRAILING_LINE_FEED';
  separator: string;
  trailer: string;
}

/** CR LF between the parts, nothing between them, or a line feed after the body too. */
function separatorMistakes(): SeparatorMistake[] {
  return [
    { dimension: 'separators', cause: 'CRLF_SEPARATORS', separator: '\r\n', trailer: '' },
    { dimension: 'separators', cause: 'SEPARATORS_MISSING', separator: '', trailer: '' },
    { dimension: 'separators', cause: 'TRAILING_LINE_FEED', separator: '\n', trailer: '\n' },
  ];
}

/** Where a final line feed comes from in each language, and how to sign what is sent. */
const LINE_FEED_HABITS: Record<StackLanguage, { habit: string; fix: string }> = {
  javascript: {
    habit:
      "a body read with fs.readFileSync(path, 'utf8') keeps the file's last line feed, or a separator was added after the last part",
    fix: "sign the exact string you send: [merchantId, timestamp, nonce, body].join('\\n') with nothing after the body, and send that same body",
  },
  shell: {
    habit:
      'echo without -n adds one (echo "$payload" | openssl …), and curl -d @file or $(cat file) drops the line feeds a signer reading the file kept',
    fix: 'feed openssl the exact bytes with printf \'%s\' "$payload", never echo, and send the body with --data-binary @file so the bytes sent are the bytes signed',
  },
  python: {
    habit:
      'a body read from a file (open(path).read()) or written as a triple-quoted template keeps its last line feed, or a "\\n" was added after the last part',
    fix: 'read the body once as bytes, sign "\\n".join([merchant_id, ts, nonce, body]) with nothing after the body, and send data=body',
  },
  php: {
    habit:
      'a body read with file_get_contents() keeps the file\'s last line feed, or a "\\n" was added after the last part',
    fix: 'sign implode("\\n", [$merchantId, $ts, $nonce, $body]) with nothing after the body, and send the same $body with \'body\' => $body',
  },
  go: {
    habit:
      'a body read with os.ReadFile keeps the file\'s last line feed, or fmt.Sprintln or a template ending in "\\n" added one',
    fix: 'sign merchantID + "\\n" + ts + "\\n" + nonce + "\\n" + string(body) with nothing after it, and send bytes.NewReader(body)',
  },
  java: {
    habit:
      'a body read with Files.readString keeps the file\'s last line feed, and a text block (""" … """) closed on its own line ends with one',
    fix: 'sign String.join("\\n", merchantId, ts, nonce, body) with nothing after the body, and send that same body (BodyPublishers.ofString(body))',
  },
  ruby: {
    habit:
      "a body read with File.read keeps the file's last line feed, and a heredoc (<<~JSON) ends with one",
    fix: 'sign [merchant_id, ts, nonce, body].join("\\n") with nothing after the body, and send that same body (body.chomp before both if it came from a heredoc)',
  },
};

/** The trailing line feed in the words of the sender's stack (its User-Agent). */
function lineFeedOfStack(part: Part, stack: ClientStack, actor: string): Part {
  const evidence = [stack.evidence];
  if (stack.trimsJsonString) {
    return {
      ...part,
      title: `Line feed after the body, trimmed by ${stack.name}`,
      lead: `You signed a final line feed that ${stack.name} trimmed before sending.`,
      action: `Sign the body ${stack.name} sends: trim it before signing.`,
      explanation: `${actor} signed the body with a final line feed that ${stack.name} did not send: ${stack.name} trims a string body that parses as JSON before sending it, so a body read from a file (or a template) goes out without the last line feed it was signed with.`,
      fix: `Sign the exact string ${stack.name} sends: const body = raw.trim() before signing and sending, or keep the bytes as signed with transformRequest: [(data) => data] (or send a Buffer); nothing after the body (spec 5.2).`,
      evidence,
    };
  }
  const habits = LINE_FEED_HABITS[stack.language];
  return {
    ...part,
    explanation: `${actor} signed an extra line feed after the body, which ${stack.name} did not send: ${habits.habit}.`,
    fix: `End the string to sign with the last byte of the raw body: ${habits.fix} (spec 5.2).`,
    evidence,
  };
}

function explainSeparators(mistake: SeparatorMistake, actor: string, who: string): Part {
  if (mistake.cause === 'CRLF_SEPARATORS') {
    return {
      cause: mistake.cause,
      title: 'CR LF separators',
      lead: `${who} joined the parts with CR LF, not single line feeds.`,
      action: 'Join the four parts with single line feeds (0x0A).',
      explanation: `${actor} joined the parts with CR LF (0x0D 0x0A).`,
      fix: `Use a single line feed (0x0A) between merchant ID, timestamp, nonce and body (spec 5.2 rule 2).`,
      detail: 'Separator used: CR LF (0x0D 0x0A).',
    };
  }
  if (mistake.cause === 'SEPARATORS_MISSING') {
    return {
      cause: mistake.cause,
      title: 'Separators missing',
      lead: `${who} joined the parts with nothing between them.`,
      action: 'Put a single line feed (0x0A) between the parts.',
      explanation: `${actor} concatenated merchant ID, timestamp, nonce and body with nothing between them.`,
      fix: 'Put a single line feed (0x0A) between the parts (spec 5.2).',
      detail: 'Separator used: none.',
    };
  }
  // Generic on purpose: several habits end the string with a line feed, and the bytes alone do
  // not say which one; the stack the User-Agent names picks the habit (lineFeedOfStack).
  return {
    cause: mistake.cause,
    title: 'Line feed after the body',
    lead: `${who} signed an extra line feed after the body.`,
    action: 'End the string to sign with the last byte of the body.',
    explanation: `${actor} signed an extra line feed after the body: a separator after the last part, a body read from a file with its final line feed, or echo without -n.`,
    fix: 'End the string to sign with the last byte of the raw body; line feeds go only between the parts (spec 5.2).',
    detail: 'Signed string ends with an extra 0x0A after the body.',
  };
}

/** The separators family (spec 5.2 rule 2: a single line feed between the parts, none after). */
export const separatorFamily: MistakeFamily<SeparatorMistake> = {
  dimension: 'separators',
  causes: ['CRLF_SEPARATORS', 'SEPARATORS_MISSING', 'TRAILING_LINE_FEED'],
  changesBody: false,
  candidates: separatorMistakes,
  apply(mistake, draft) {
    draft.separator = mistake.separator;
    draft.trailer = mistake.trailer;
  },
  pairable: always,
  bulk: never,
  explain(mistake, { input, actor, party, stack }) {
    const part = explainSeparators(mistake, actor, party === 'handler' ? 'Your handler' : 'You');
    if (party === 'receiver') {
      // The service signed a body that ended in a line feed; the copy verified had lost it.
      return mistake.cause === 'TRAILING_LINE_FEED'
        ? {
            ...part,
            lead: 'The body you verified lost the final line feed the service signed.',
            action: 'Verify the raw body as received, to its last byte.',
          }
        : {
            ...part,
            ...notTheService(
              input,
              mistake.cause === 'CRLF_SEPARATORS' ? 'with CR LF separators' : 'without separators',
            ),
          };
    }
    return mistake.cause === 'TRAILING_LINE_FEED' && stack
      ? lineFeedOfStack(part, stack, actor)
      : part;
  },
};
