import { describe, expect, it } from 'vitest';
import { isForbiddenAddress } from './target-guard';

const production = { allowLoopback: false };
const tests = { allowLoopback: true };

describe('the webhook target guard', () => {
  it('refuses the IPv6 transition forms of loopback and private IPv4 (issue 41, finding 8)', () => {
    for (const address of [
      '::127.0.0.1',
      '::7f00:1',
      '::ffff:0:7f00:1',
      '::ffff:0:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
      '::ffff:8.8.8.8',
      '2002:7f00:1::',
      '2002:a00:1::1',
      '2002:0808:0808::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '0:0:0:0:0:0:7f00:0001',
    ]) {
      expect(isForbiddenAddress(address, production), address).toBe(true);
      // The loopback test setting admits 127.0.0.1 and ::1 as such, not smuggled in a transition form.
      if (!address.startsWith('::ffff:7f') && !address.startsWith('::ffff:127'))
        expect(isForbiddenAddress(address, tests), address).toBe(true);
    }
  });

  it('lets public addresses through, and loopback only with the test setting', () => {
    for (const address of ['2606:4700:4700::1111', '8.8.8.8', '2404:6800:4006:80a::200e'])
      expect(isForbiddenAddress(address, production), address).toBe(false);
    expect(isForbiddenAddress('127.0.0.1', production)).toBe(true);
    expect(isForbiddenAddress('::1', production)).toBe(true);
    expect(isForbiddenAddress('127.0.0.1', tests)).toBe(false);
    expect(isForbiddenAddress('::1', tests)).toBe(false);
  });
});
