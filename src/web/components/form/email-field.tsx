import { TextField, type TextFieldProps } from './text-field';

/** E-mail input; the loose {email} check lives in lib/rules/email.ts and the form schema. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}
