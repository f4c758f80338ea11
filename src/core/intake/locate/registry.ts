/**
 * The intake's formats, one record each, in the order their shapes are tried (docs/verify-intake.md).
 * The format ids, their names, the dispatch order, the "could not recognise" message and the
 * hostile-input test's list of readers all come from this list: a new format is its own file
 * and one line here.
 */
import { accessLogReader } from '../extract/access-log.ts';
import { curlCmdReader } from '../extract/command/curl-cmd.ts';
import { curlPowershellReader } from '../extract/command/curl-powershell.ts';
import { curlTranscriptReader } from '../extract/command/curl-transcript.ts';
import { curlReader } from '../extract/command/curl.ts';
import { httpieReader } from '../extract/command/httpie.ts';
import { powershellReader } from '../extract/command/powershell.ts';
import { failureLogReader } from '../extract/failure-log.ts';
import { harReader } from '../extract/har.ts';
import { headerMapReader } from '../extract/header-map.ts';
import { headersAndBodyReader } from '../extract/headers-and-body.ts';
import { jsonMessageReader, postmanReader } from '../extract/json-message.ts';
import { logLineReader } from '../extract/log-line.ts';
import { burpXmlReader } from '../extract/proxies/burp-xml.ts';
import { charlesSessionReader } from '../extract/proxies/charles-session.ts';
import { rawRequestReader, rawResponseReader } from '../extract/raw-http-reader.ts';
import { shellSessionReader } from '../extract/session/shell-session.ts';
import { brunoReader } from '../extract/tools/bruno.ts';
import { consoleSectionsReader } from '../extract/tools/console-sections.ts';
import { debugTimelineReader } from '../extract/tools/debug-timeline.ts';
import { fetchReader } from '../extract/tools/fetch-call.ts';
import { haproxyCapturesReader } from '../extract/tools/haproxy-captures.ts';
import { httpFileReader } from '../extract/tools/http-file.ts';
import { jmeterJtlReader } from '../extract/tools/jmeter-jtl.ts';
import { libcurlVerboseReader } from '../extract/tools/libcurl-verbose.ts';
import { wgetDebugReader } from '../extract/tools/wget-debug.ts';
import { evidenceReader } from './evidence.ts';
import type { Reader } from './reader.ts';

/** Every format, in dispatch order: the first whose shape fits reads the paste. */
export const READERS = [
  libcurlVerboseReader,
  debugTimelineReader,
  consoleSectionsReader,
  curlTranscriptReader,
  wgetDebugReader,
  shellSessionReader,
  curlCmdReader,
  curlPowershellReader,
  curlReader,
  fetchReader,
  brunoReader,
  httpFileReader,
  rawRequestReader,
  rawResponseReader,
  powershellReader,
  httpieReader,
  logLineReader,
  headersAndBodyReader,
  postmanReader,
  burpXmlReader,
  jmeterJtlReader,
  charlesSessionReader,
  harReader,
  failureLogReader,
  jsonMessageReader,
  headerMapReader,
  accessLogReader,
  haproxyCapturesReader,
  evidenceReader,
] as const satisfies readonly Reader[];

/** The kinds of paste the intake understands. */
export type IntakeFormat = (typeof READERS)[number]['id'];

const BY_ID = new Map<string, Reader>(READERS.map((reader) => [reader.id, reader]));

/** The record of a format id; undefined for an id no reader has. */
export const readerOf = (id: string): Reader | undefined => BY_ID.get(id);
