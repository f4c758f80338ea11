/**
 * How each intake format is named to the support engineer (the Verify & diagnose job,
 * docs/architecture.md): in the detected-format line, and in the message for a paste whose fields could
 * not be read.
 */
import type { Intake, IntakeFormat } from './types.ts';

/** The plain name of each format. */
const FORMAT_NAME: Record<IntakeFormat, string> = {
  'raw-http-request': 'raw HTTP request',
  'raw-http-response': 'raw HTTP response',
  curl: 'curl command',
  'curl-cmd': 'curl command (Windows cmd)',
  powershell: 'PowerShell Invoke-WebRequest',
  httpie: 'HTTPie command',
  'curl-transcript': 'curl -v transcript',
  'debug-timeline': 'curl debug timeline',
  'console-sections': 'API client console copy',
  har: 'HAR',
  'failure-log': 'failure-log JSON (spec 5.5)',
  'log-line': 'failure-log JSON (spec 5.5) in a log line',
  'headers-and-body': 'headers and body',
  fetch: 'fetch call (DevTools "Copy as fetch")',
  'wget-debug': 'wget --debug output',
  'header-map': 'printed header map',
  'json-message': 'JSON with headers and a body',
  postman: 'Postman collection item',
  bruno: 'Bruno .bru request',
  'http-file': '.http file request',
  'access-log': 'access-log line (nginx log_format)',
};

/** The format's name with its variant, e.g. `printed header map (Go http.Header (%+v))`. */
export function formatLabel(intake: Pick<Intake, 'format' | 'formatDetail'>): string {
  const name = FORMAT_NAME[intake.format];
  return intake.formatDetail ? `${name} (${intake.formatDetail})` : name;
}
