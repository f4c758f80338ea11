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
import type { QueryInput, ReceiverInput } from './snippet-input.ts';

export type SnippetLanguageId = 'curl' | 'node' | 'python' | 'java' | 'go' | 'php';

export interface ProgramKind<Input> {
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

export const SNIPPET_LANGUAGES: readonly SnippetLanguage[] = [
  {
    id: 'curl',
    label: 'curl',
    query: { fileName: 'query.sh', command: 'bash query.sh', generate: bashQuery },
  },
  {
    id: 'node',
    label: 'Node.js',
    query: { fileName: 'query.mjs', command: 'node query.mjs', generate: nodeQuery },
    receiver: { fileName: 'receiver.mjs', command: 'node receiver.mjs', generate: nodeReceiver },
  },
  {
    id: 'python',
    label: 'Python',
    query: { fileName: 'query.py', command: 'python3 query.py', generate: pythonQuery },
    receiver: { fileName: 'receiver.py', command: 'python3 receiver.py', generate: pythonReceiver },
  },
  {
    id: 'java',
    label: 'Java',
    query: { fileName: 'Query.java', command: 'java Query.java', generate: javaQuery },
    receiver: {
      fileName: 'Receiver.java',
      command: 'java Receiver.java',
      generate: javaReceiver,
    },
  },
  {
    id: 'go',
    label: 'Go',
    query: { fileName: 'query.go', command: 'go run query.go', generate: goQuery },
    receiver: { fileName: 'receiver.go', command: 'go run receiver.go', generate: goReceiver },
  },
  {
    id: 'php',
    label: 'PHP',
    query: { fileName: 'query.php', command: 'php query.php', generate: phpQuery },
    receiver: { fileName: 'receiver.php', command: 'php receiver.php', generate: phpReceiver },
  },
];
