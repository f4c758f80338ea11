/**
 * The fragment prefix of a share link (docs/architecture.md stable contract). On its own, so the app can
 * recognise a link without loading the decoder.
 */
export const SHARE_PREFIX = '#case=';
