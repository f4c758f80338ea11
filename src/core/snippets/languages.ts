/**
 * The snippet languages: for the request being built, a complete program per language that signs
 * and sends it (spec 5.4) and verifies the response (spec 5.3), and for five of them a webhook
 * receiver (spec 6). Each entry names the file that runs as is and the command that runs it.
 */
import { bashQuery } from './bash-snippet.ts';
import { goQuery, goReceiver } from './go-snippet.ts';
import { javaQuery, javaReceiver } from './java-snippet.ts';
import { nodeQuery, nodeReceiver } from './node-snippet.ts';
import { phpQuery, phpReceiver } from './php-snippet.ts';
import { pythonQuery, pythonReceiver } from './python-snippet.ts';
import { refuseUnwritable } from './export-guard.ts';
import type { QueryInput, ReceiverInput } from './snippet-input.ts';

export type SnippetLanguageId = 'curl' | 'node' | 'python' | 'java' | 'go' | 'php';

interface ProgramKind<Input> {
  fileName: string;
  /** How to run the file from its folder, for the header of the panel. */
  command: string;
  generate(input: Input): string;
}

export interface SnippetLanguage {
  id: SnippetLanguageId;
  /** The name shown on tabs and buttons: `Download <label> snippet`. */
  label: string;
  query: ProgramKind<QueryInput>;
  /** The webhook receiver; none for curl (a shell script is no HTTP server). */
  receiver?: ProgramKind<ReceiverInput>;
}

/**
 * A program file and how its language runs it (`<runner> <file>`). Every program refuses to be
 * written for a URL or merchant ID the export guard refuses (`WriteRefused`, with the reason).
 */
const program = <Input extends QueryInput | ReceiverInput>(
  runner: string,
  fileName: string,
  generate: (input: Input) => string,
): ProgramKind<Input> => ({
  fileName,
  command: `${runner} ${fileName}`,
  generate: (input) => {
    refuseUnwritable({ url: 'url' in input ? input.url : undefined, merchantId: input.merchantId });
    return generate(input);
  },
});

export const SNIPPET_LANGUAGES: readonly SnippetLanguage[] = [
  { id: 'curl', label: 'curl', query: program('bash', 'query.sh', bashQuery) },
  {
    id: 'node',
    label: 'Node.js',
    query: program('node', 'query.mjs', nodeQuery),
    receiver: program('node', 'receiver.mjs', nodeReceiver),
  },
  {
    id: 'python',
    label: 'Python',
    query: program('python3', 'query.py', pythonQuery),
    receiver: program('python3', 'receiver.py', pythonReceiver),
  },
  {
    id: 'java',
    label: 'Java',
    query: program('java', 'Query.java', javaQuery),
    receiver: program('java', 'Receiver.java', javaReceiver),
  },
  {
    id: 'go',
    label: 'Go',
    query: program('go run', 'query.go', goQuery),
    receiver: program('go run', 'receiver.go', goReceiver),
  },
  {
    id: 'php',
    label: 'PHP',
    query: program('php', 'query.php', phpQuery),
    receiver: program('php', 'receiver.php', phpReceiver),
  },
];
