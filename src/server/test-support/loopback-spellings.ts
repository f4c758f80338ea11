/**
 * Every way a user can spell this machine in a URL (docs/team.md "Private targets"); a shared
 * console must refuse each before a socket opens.
 */
export const LOOPBACK_SPELLINGS = [
  '127.0.0.1',
  'localhost',
  '[::1]',
  '0.0.0.0',
  '127.1',
  '[::ffff:127.0.0.1]',
  '2130706433',
];
