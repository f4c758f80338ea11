/**
 * Property test of the string literals: each language's own interpreter or compiler reads
 * random and hand-picked texts back, and must hand back exactly the UTF-8 bytes Node's Buffer
 * gives for the same text (a lone surrogate becomes U+FFFD, as when the console signs it).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { maySkip, requireRuntime } from '../../test-support/snippet-harness/runtimes.ts';
import {
  removePrograms,
  runProgram,
  writeProgram,
} from '../../test-support/snippet-harness/run-program.ts';
import type { SnippetLanguageId } from '../../../core/snippets/languages.ts';
import { shellQuote } from '../../../core/snippets/curl-snippet.ts';
import {
  goString,
  javaString,
  jsString,
  phpString,
  pythonString,
  sentText,
} from '../../../core/snippets/literals.ts';
import { TRICKY_BODY } from '../../../core/snippets/tricky-body.ts';

const HAND_PICKED = [
  '',
  TRICKY_BODY,
  '\\u000a \\n \\" \\\\ \\x41 \\101 \\0 \\N{BULLET} \\U0001F600',
  '"; echo pwned; "',
  "$x ${x} {$x} #{x} %s %d %% `id` '",
  '\u0000\u0001\u001f\u007f\u0080\u00a0\u2028\u2029\ufeff\uffff',
  '\ud83d\ude00 \ud800 lone \udfff end',
  '\r\n\t\v\f\b',
];

const texts = [
  ...HAND_PICKED,
  ...fc.sample(fc.string({ unit: 'binary', maxLength: 24 }), 40),
  ...fc.sample(fc.string({ unit: 'grapheme', maxLength: 12 }), 10),
];

/** A program printing the hex of each literal's UTF-8 bytes, one per line. */
const PROGRAMS: Array<{
  id: SnippetLanguageId;
  fileName: string;
  source(items: string[]): string;
  /** Texts the language cannot hold (bash strings end at NUL). */
  accepts?(text: string): boolean;
}> = [
  {
    id: 'curl',
    fileName: 'literals.sh',
    source: (items) =>
      items
        .map(
          (text) => `printf '%s' ${shellQuote(sentText(text))} | od -An -tx1 | tr -d ' \\n'; echo`,
        )
        .join('\n'),
    accepts: (text) => !text.includes('\0'),
  },
  {
    id: 'node',
    fileName: 'literals.mjs',
    source: (items) =>
      `for (const x of [${items.map(jsString).join(',\n')}]) console.log(Buffer.from(x, 'utf8').toString('hex'));`,
  },
  {
    id: 'python',
    fileName: 'literals.py',
    source: (items) =>
      `for x in [${items.map(pythonString).join(',\n')}]:\n    print(x.encode('utf-8').hex())`,
  },
  {
    id: 'java',
    fileName: 'Literals.java',
    source: (items) => `public class Literals {
  public static void main(String[] args) {
    String[] items = {${items.map(javaString).join(',\n')}};
    for (String x : items) {
      StringBuilder hex = new StringBuilder();
      for (byte b : x.getBytes(java.nio.charset.StandardCharsets.UTF_8)) hex.append(String.format("%02x", b));
      System.out.println(hex);
    }
  }
}`,
  },
  {
    id: 'go',
    fileName: 'literals.go',
    source: (items) => `package main

import (
	"encoding/hex"
	"fmt"
)

func main() {
	for _, x := range []string{${items.map(goString).join(',\n')}} {
		fmt.Println(hex.EncodeToString([]byte(x)))
	}
}`,
  },
  {
    id: 'php',
    fileName: 'literals.php',
    source: (items) =>
      `<?php\nforeach ([${items.map(phpString).join(',\n')}] as $x) echo bin2hex($x), "\\n";`,
  },
];

afterAll(removePrograms);

describe.concurrent('string literals read back by each language', () => {
  for (const { id, fileName, source, accepts = () => true } of PROGRAMS) {
    it.skipIf(maySkip(id))(
      `${id}: every text comes back as its exact UTF-8 bytes`,
      async () => {
        requireRuntime(id);
        const items = texts.filter(accepts);
        const dir = await writeProgram(fileName, source(items));
        const run = await runProgram(id, dir, fileName, {});
        expect(run.code, run.stderr).toBe(0);
        const expected = items.map((text) => Buffer.from(text, 'utf8').toString('hex'));
        expect(run.stdout.split('\n').slice(0, -1)).toEqual(expected);
      },
      120_000,
    );
  }
});
