import { describe, expect, it } from 'vitest';
import { matchPattern } from './patterns.ts';
import { paths } from './paths.ts';

describe('matchPattern', () => {
  it.each([
    ['/private=acme-01', 'privateLogin', ['acme-01']],
    ['/verifikasi/accesstoken=abc_DEF-123', 'verify', ['abc_DEF-123']],
    ['/create-new-password/accesstoken=tok', 'newPassword', ['tok']],
    ['/billing=12&34', 'billing', ['12', '34']],
    ['/penawaran=a&b', 'offer', ['a', 'b']],
    ['/register=x&y', 'registration', ['x', 'y']],
    ['/open=k3y', 'workspace', ['k3y']],
    ['/open=k3y/', 'workspace', ['k3y']],
  ])('%s → %s', (pathname, name, params) => {
    expect(matchPattern(pathname)).toEqual({ name, params });
  });

  it.each(['/open=', '/open=a/b', '/billing=1', '/register', '/verifikasi/abc', '/tenant/1', '/open=%E0%A4%A'])('%s matches nothing', (pathname) => {
    expect(matchPattern(pathname)).toBeNull();
  });

  it('round-trips a company key through paths.open', () => {
    expect(matchPattern(paths.open('PT Maju Jaya'))).toEqual({ name: 'workspace', params: ['PT Maju Jaya'] });
  });
});
