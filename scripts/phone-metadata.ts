// `npx tsx scripts/phone-metadata.ts`: writes the mobile numbering plans of our markets only, from
// libphonenumber-js's own mobile metadata, to src/shared/leads/phone-metadata.json. The whole
// world's plans weigh 132 KB in every guest page; AU and NZ weigh 1.3 KB. A unit test fails when
// the file no longer matches the installed package (run this script after upgrading it).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const PHONE_COUNTRIES = ['AU', 'NZ'] as const;
export const PHONE_METADATA_FILE = 'src/shared/leads/phone-metadata.json';

interface PhoneMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic: Record<string, unknown>;
}

export function trimmedPhoneMetadata(): PhoneMetadata {
  const require = createRequire(import.meta.url);
  const full: PhoneMetadata = JSON.parse(
    readFileSync(require.resolve('libphonenumber-js/metadata.mobile.json'), 'utf8'),
  );
  const callingCodes: Record<string, string[]> = {};
  for (const [code, countries] of Object.entries(full.country_calling_codes)) {
    const ours = countries.filter((country) =>
      (PHONE_COUNTRIES as readonly string[]).includes(country),
    );
    if (ours.length > 0) callingCodes[code] = ours;
  }
  return {
    version: full.version,
    country_calling_codes: callingCodes,
    countries: Object.fromEntries(
      PHONE_COUNTRIES.map((country) => [country, full.countries[country]]),
    ),
    nonGeographic: {},
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(PHONE_METADATA_FILE, `${JSON.stringify(trimmedPhoneMetadata())}\n`);
  console.log(`wrote ${PHONE_METADATA_FILE}`);
}
