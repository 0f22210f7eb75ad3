/**
 * The values an e-mail to an applicant may name, as `{{applicant_name}}` (decision 0076). A
 * fixed list: the compose screen offers it, the server refuses any other name with a 422, so a
 * typo never reaches an applicant as raw braces.
 */
export const MAIL_VARIABLES = [
  'applicant_name',
  'first_name',
  'business_name',
  'reference',
  'firm_name',
  'admin_name',
] as const;
export type MailVariable = (typeof MAIL_VARIABLES)[number];

/** `{{ name }}`: anything between double braces is a variable, known or not. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names a text uses that are not in the list, each once, in order of first use. */
export function unknownVariables(text: string): string[] {
  const known = MAIL_VARIABLES as readonly string[];
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !known.includes(name)))];
}

/**
 * The text with each variable replaced by its value. A function replacement: a value such as a
 * business name holding `$&` must come out as written (issue 31). Unknown names stay as they
 * are; callers refuse them first (`unknownVariables`).
 */
export function fillVariables(text: string, values: Record<MailVariable, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as MailVariable] : whole,
  );
}

/** A variable as written in a template. */
export const placeholder = (name: MailVariable) => `{{${name}}}`;
