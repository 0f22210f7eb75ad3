import type { TFunction } from 'i18next';

/**
 * The timeline's title of a merge (issue 33): on the survivor, the lead merged into it; on the
 * merged lead, the survivor it now leads to. Undefined for any other event.
 */
export function mergeEventTitle(
  type: string,
  data: Record<string, unknown>,
  t: TFunction,
): string | undefined {
  const referenceOf = (value: unknown) =>
    String((value as { reference?: unknown } | null)?.reference ?? '—');
  if (type === 'merged')
    return t('lead-merge.event_merged', { reference: referenceOf(data.other) });
  if (type === 'merged_into')
    return t('lead-merge.event_merged_into', { reference: referenceOf(data.survivor) });
  return undefined;
}
