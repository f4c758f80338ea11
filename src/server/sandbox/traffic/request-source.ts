/**
 * The source of a request, defined once: the traffic log makes room by taking from the source
 * that holds the most entries (`traffic-columns.ts`), and the mistake search runs only so many
 * searches of one source at once (`traffic-diagnosis.ts`); docs/sandbox.md, "Limits under a
 * flood".
 *
 * A source is the peer address, then the `Origin` a browser put on the request and its
 * `User-Agent`. What each part withstands:
 *
 * - The peer address is the one part no sender chooses (a TCP peer is not forged on loopback or a
 *   LAN), so the log looks at it first: a flooder on another machine is one peer however it
 *   varies the rest, and a flood takes the room of its own peer.
 * - On loopback the developer's program and browser share `127.0.0.1`, and behind a reverse proxy
 *   every peer is the proxy; there the `Origin` and `User-Agent` tell senders apart. A web page
 *   sets neither (the browser writes its own origin and its own User-Agent), so whatever a page
 *   makes a browser send is one source, apart from the developer's program (no `Origin`, its own
 *   User-Agent) and from the console (the sandbox's own origin).
 * - A program sets both. Copying the developer's exact User-Agent joins its flood to the
 *   developer's source; a new User-Agent per request spreads the flood over many sources, which
 *   reach the developer's entries only once each holds no more than the developer's source does.
 *   Both need a program on the developer's machine or behind the same proxy: a page cannot.
 *
 * The merchant ID claimed is left out: any flooder can claim the developer's merchant, which
 * would put the flood in the developer's source.
 */
import { echoOf } from '../../http/echo-cut.ts';
import type { HeaderReader } from '../../http/incoming-request.ts';
import { signedHeaders } from '../../http/wire-headers.ts';

/** Where a request came from, as the log and the mistake search count it. */
export interface RequestSource {
  /** The peer address (`in-process` for a request that came through no socket). */
  peer: string;
  /** The whole source: the peer, the Origin and the User-Agent, each cut as echoed values are. */
  key: string;
}

/** The peer of a request `app.request` made in-process (tests): no socket, one source. */
const IN_PROCESS = 'in-process';

/** The source of `request`, which came from `peerAddress` (undefined when through no socket). */
export function requestSource(
  request: { readonly headers: HeaderReader },
  peerAddress: string | undefined,
): RequestSource {
  const peer = peerAddress ?? IN_PROCESS;
  const origin = echoOf(request.headers.get('Origin') ?? '').text;
  const userAgent = echoOf(signedHeaders(request).userAgent ?? '').text;
  // No header value holds a line feed, so the parts cannot run into one another.
  return { peer, key: `${peer}\n${origin}\n${userAgent}` };
}
