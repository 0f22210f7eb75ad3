import { resolve } from 'node:path';
import type { Plugin } from 'vite';

// The phone module, its stand-in for the browser, and the guest forms' rules that import it.
const PHONE = 'src/shared/leads/phone.ts';
const STAND_IN = 'src/web/features/phone-rules/lazy-phone.ts';
const GUEST_RULES = ['src/shared/leads/lead-market-rules.ts', 'src/shared/leads/apply.contract.ts'];

/**
 * libphonenumber is 9 KB gzipped of the 175 KB a guest page may load (decision 0064): in the
 * browser, the guest forms' rules get the phone module through a stand-in that loads it when a
 * form first checks a number (lib/forms.ts waits for it and checks again). The server and the
 * unit tests import the module itself; so does every other importer (the deal room's full
 * application checks its directors' mobiles synchronously, and loads it with its screen).
 */
export function lazyPhoneRules(): Plugin {
  let phone = '';
  let standIn = '';
  let guestRules: string[] = [];
  return {
    name: 'lazy-phone-rules',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      const repo = resolve(config.root, '../..');
      phone = resolve(repo, PHONE);
      standIn = resolve(repo, STAND_IN);
      guestRules = GUEST_RULES.map((file) => resolve(repo, file));
    },
    async resolveId(source, importer, options) {
      if (!importer || !guestRules.includes(importer) || !/[\\/]phone$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === phone ? standIn : resolved;
    },
  };
}
