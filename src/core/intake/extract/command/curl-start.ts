/** Where a curl command starts: at the paste's start, after a `$ ` or `% ` prompt. */
export const CURL_START = /^\s*(?:[$%] )?curl(\.exe)?\s/i;

/** The command without the prompt before it. */
export const curlCommand = (text: string): string => text.replace(/^\s*[$%] /, '');
