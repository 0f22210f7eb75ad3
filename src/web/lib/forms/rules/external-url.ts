// http or https, then a host whose top-level domain has at least two letters (spec §5).
const EXTERNAL_URL =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function isExternalUrl(value: string): boolean {
  return EXTERNAL_URL.test(value.trim());
}
