/** Where a history entry can be reopened: as a request to send again, or in Verify. */
export type ReopenTarget = 'request' | 'verify-request' | 'verify-response';
