/**
 * `/_sandbox/requests`: the traffic log over HTTP (newest first, paged with `?since=<id>` and
 * `?limit=`), one entry with its whole body, and clearing it. Plain JSON, unsigned, like the
 * other admin routes; shapes and paging are the route table's (core/sandbox-api).
 */
import { decodeUtf8, isValidUtf8, toBase64 } from '../../../core/text/bytes.ts';
import { pageOf } from '../../../core/sandbox-api/paging.ts';
import type { TrafficDetail } from '../../../core/sandbox-api/traffic.ts';
import { refuse, type AdminHandlers } from '../admin-mount.ts';
import type { SandboxState } from '../state.ts';
import { quoteEcho } from '../../http/echo-cut.ts';

/** The handlers of the traffic log's routes. */
export function trafficHandlers(
  state: SandboxState,
): Pick<AdminHandlers, 'listRequests' | 'getRequest' | 'clearRequests'> {
  return {
    listRequests: ({ query }) => ({ json: state.traffic.list(pageOf(query)) }),

    getRequest: ({ params }) => {
      const stored = state.traffic.get(params.id);
      if (!stored) return refuse(404, `No request ${quoteEcho(params.id)} in the log.`);
      const detail: TrafficDetail = {
        ...stored.entry,
        body: decodeUtf8(stored.bytes),
        bodyTruncated: stored.entry.bodyBytes > stored.bytes.length,
      };
      if (!isValidUtf8(stored.bytes)) detail.bodyBase64 = toBase64(stored.bytes);
      return { json: detail };
    },

    clearRequests: () => {
      state.traffic.clear();
      return { json: { cleared: true } };
    },
  };
}
