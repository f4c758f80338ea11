/**
 * The reply's receiver fix, run for real: the Go lines a reply gives a receiver (core/reply's
 * receiver-fixes.ts), put in a handler, accept genuine notifications of the sandbox's shape and
 * refuse a forged sign, a changed body, the production secret and CR LF separators (spec 5.3).
 * The fragment verifies the raw bytes only, so the replay and clock rows are not asked of it.
 */
import { afterAll, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import { receiverFixFor } from '../../../core/reply/receiver-fixes.ts';
import { maySkip, requireRuntime } from '../../test-support/snippet-harness/runtimes.ts';
import {
  removePrograms,
  startProgram,
  writeProgram,
} from '../../test-support/snippet-harness/run-program.ts';
import { gradeReceiver } from '../../test-support/snippet-harness/webhook-sender.ts';

// As the service writes a notification: escapes that a parse and re-serialize would not keep.
const NOTIFICATION = Buffer.from(
  '{"notification_id":"N-0001","goods_name":"Caf\\u00e9 \\/ th\\u00e9","status":"SUCCESS"}',
  'utf8',
);

afterAll(() => removePrograms());

/** The reply's Go lines inside a handler of a program that prints where it listens. */
function goProgram(lines: string): string {
  return `package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
)

func main() {
	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
${lines.replace(/^/gm, '\t\t')}
		fmt.Println("verified notification", notification["notification_id"])
		w.WriteHeader(http.StatusOK)
	})
	fmt.Println("listening on 127.0.0.1:" + os.Getenv("PORT"))
	_ = http.ListenAndServe("127.0.0.1:"+os.Getenv("PORT"), nil)
}
`;
}

it.skipIf(maySkip('go'))(
  "the reply's Go net/http fix verifies the raw bytes: genuine accepted, forged refused",
  async () => {
    requireRuntime('go');
    const dir = await writeProgram('receiver.go', goProgram(receiverFixFor('go').code));
    const running = await startProgram('go', dir, 'receiver.go', {
      API_SECRET: DEMO_MERCHANT.testSecret,
    });
    try {
      const results = await gradeReceiver(
        running.url,
        {
          merchantId: DEMO_MERCHANT.merchantId,
          secret: DEMO_MERCHANT.testSecret,
          productionSecret: DEMO_MERCHANT.productionSecret,
        },
        NOTIFICATION,
      );
      const signatureRows = [
        'valid delivery',
        'uppercase sign',
        'wrong sign',
        'changed body',
        'production secret',
        'CRLF separators',
      ];
      const outcome = results
        .filter(({ name }) => signatureRows.includes(name))
        .map(({ name, expect: wanted, status }) => ({
          name,
          ok: wanted === 'accept' ? status === 200 : status === 401,
          status,
        }));
      expect(outcome).toHaveLength(signatureRows.length);
      expect(outcome.filter((row) => !row.ok)).toEqual([]);
      expect(running.output()).toContain('verified notification N-0001');
    } finally {
      await running.stop();
    }
  },
  120_000,
);
