import { describe, expect, it } from 'vitest';
import { networkOf } from '../../src/lib/client-network.js';

describe('networkOf', () => {
  it('keeps an IPv4 address whole', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, whatever its spelling', () => {
    const network = '2001:db8:85a3:12::/64';
    expect(networkOf('2001:db8:85a3:12::1')).toBe(network);
    expect(networkOf('2001:0DB8:85A3:0012:ffff:1:2:3')).toBe(network);
    expect(networkOf('2001:db8:85a3:12:abcd::')).toBe(network);
    expect(networkOf('2001:db8:85a3:13::1')).not.toBe(network);
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(networkOf('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(networkOf('::ffff:c633:6404')).toBe('198.51.100.4');
  });

  it('returns what is not an address unchanged', () => {
    expect(networkOf('not an ip')).toBe('not an ip');
  });
});
