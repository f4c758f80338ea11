/**
 * `/_sandbox/requests`: the traffic log over HTTP (newest first, `?since=<id>`, `?limit=`), one
 * entry with its whole body, and clearing it. Plain JSON, unsigned, like the other admin routes.
 */
import { Hono } from 'hono';
import { decodeUtf8, isValidUtf8, toBase64 } from '../../../core/text/bytes.ts';
import { TRAFFIC_LOG_CAP, trafficSequence } from './traffic-log.ts';
import type {
  TrafficCleared,
  TrafficDetail,
  TrafficEntry,
} from '../../../core/sandbox-api/traffic.ts';
import type { SandboxState } from '../state.ts';

/** The routes, to be mounted at `/_sandbox/requests`. */
export function trafficRoutes(state: SandboxState): Hono {
  const routes = new Hono();

  routes.get('/', (c) => {
    const sinceText = c.req.query('since');
    const limitText = c.req.query('limit');
    const since = sinceText === undefined ? undefined : trafficSequence(sinceText);
    if (since === null) {
      return c.json(
        { error: `since must be an entry id (got ${JSON.stringify(sinceText)}).` },
        400,
      );
    }
    const limit = limitText === undefined ? undefined : Number(limitText);
    if (
      limit !== undefined &&
      !(Number.isInteger(limit) && limit >= 1 && limit <= TRAFFIC_LOG_CAP)
    ) {
      return c.json({ error: `limit must be a whole number from 1 to ${TRAFFIC_LOG_CAP}.` }, 400);
    }
    return c.json<TrafficEntry[]>(state.traffic.list({ since, limit }));
  });

  routes.get('/:id', (c) => {
    const stored = state.traffic.get(c.req.param('id'));
    if (!stored) return c.json({ error: `No request ${c.req.param('id')} in the log.` }, 404);
    const detail: TrafficDetail = {
      ...stored.entry,
      body: decodeUtf8(stored.bytes),
      bodyTruncated: stored.entry.bodyBytes > stored.bytes.length,
    };
    if (!isValidUtf8(stored.bytes)) detail.bodyBase64 = toBase64(stored.bytes);
    return c.json<TrafficDetail>(detail);
  });

  routes.delete('/', (c) => {
    state.traffic.clear();
    return c.json<TrafficCleared>({ cleared: true });
  });

  return routes;
}
