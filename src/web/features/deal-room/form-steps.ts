import {
  APPLICATION_SECTIONS,
  createSectionSchemas,
  type ApplicationSection,
  type TApplicationChoices,
  type TApplicationDraft,
} from '../../../shared/deal-room/full-application.contract';
import { issuesToFieldErrors, type IssueLike } from '../../../shared/validation/format-issue';
import i18next from 'i18next';
import type { MessageKey } from '../../../shared/i18n/message-key';

export const FORM_STEPS = [...APPLICATION_SECTIONS, 'review'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** The strict schemas for the choices the server sent (its market, options and limits). */
export function schemasFor(choices: TApplicationChoices) {
  const limits = choices.amount_limits;
  return createSectionSchemas({
    market: choices.market,
    industries: choices.industries.map((option) => option.value),
    purposes: choices.purposes.map((option) => option.value),
    amountLimits: { AU: limits, NZ: limits },
  });
}
type Schemas = ReturnType<typeof schemasFor>;

const t = (key: MessageKey, values?: Record<string, unknown>) => i18next.t(key, values);

/** A section's errors by path ('address.street'), first message each, worded as the server does. */
export function sectionErrors(
  schemas: Schemas,
  section: ApplicationSection,
  draft: TApplicationDraft,
): Record<string, string> {
  const checked = schemas[section].safeParse(draft[section] ?? {}, { reportInput: true });
  if (checked.success) return {};
  return firstMessages(issuesToFieldErrors(checked.error.issues as unknown as IssueLike[], t));
}

function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([path, list]) => (list[0] ? [[path, list[0]]] : [])),
  );
}

/** A 422 answer's `section.field` errors, grouped by section with the section left out. */
export function errorsBySection(
  errors: Record<string, string[]>,
): Partial<Record<ApplicationSection, Record<string, string>>> {
  const grouped: Partial<Record<ApplicationSection, Record<string, string>>> = {};
  for (const [path, list] of Object.entries(errors)) {
    const [section, ...rest] = path.split('.');
    const found = APPLICATION_SECTIONS.find((known) => known === section);
    if (!found || !list[0]) continue;
    grouped[found] = { ...grouped[found], [rest.join('.') || '_root']: list[0] };
  }
  return grouped;
}
