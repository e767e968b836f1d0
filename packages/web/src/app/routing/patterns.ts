/**
 * Routes whose parameter sits inside a segment (`/open={id}`, `/billing={id}&{id}`) or after a `key=` prefix.
 * react-router only matches whole-segment parameters, so these are matched here on the pathname.
 */
export type PatternName = 'privateLogin' | 'verify' | 'newPassword' | 'billing' | 'offer' | 'registration' | 'workspace';

export interface PatternMatch {
  name: PatternName;
  params: string[];
}

const ONE = '([^/]+)';
const TWO = '([^/&]+)&([^/&]+)';

const PATTERNS: ReadonlyArray<{ name: PatternName; re: RegExp }> = [
  { name: 'privateLogin', re: new RegExp(`^/private=${ONE}/?$`) },
  { name: 'verify', re: new RegExp(`^/verifikasi/accesstoken=${ONE}/?$`) },
  { name: 'newPassword', re: new RegExp(`^/create-new-password/accesstoken=${ONE}/?$`) },
  { name: 'billing', re: new RegExp(`^/billing=${TWO}/?$`) },
  { name: 'offer', re: new RegExp(`^/penawaran=${TWO}/?$`) },
  { name: 'registration', re: new RegExp(`^/register=${TWO}/?$`) },
  { name: 'workspace', re: new RegExp(`^/open=${ONE}/?$`) },
];

export function matchPattern(pathname: string): PatternMatch | null {
  for (const { name, re } of PATTERNS) {
    const found = re.exec(pathname);
    if (!found) continue;
    try {
      return { name, params: found.slice(1).map((part) => decodeURIComponent(part)) };
    } catch {
      return null; // malformed percent-encoding: no such page
    }
  }
  return null;
}
