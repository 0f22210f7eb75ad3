import {
  DEFAULT_CURRENCY_SYMBOL,
  formatNumberInput,
  parseNumberInput,
} from '../../lib/forms/rules/number-format';
import { TextField, type TextFieldProps } from './text-field';

interface NumberFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type'> {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Currency symbol in front of the number; '$' unless told otherwise, '' for none. */
  symbol?: string;
}

/** Whole numbers typed freely, shown as '$1,234' (spec §5). */
export function NumberField({
  value,
  onChange,
  symbol = DEFAULT_CURRENCY_SYMBOL,
  ...props
}: NumberFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      value={value === null ? '' : formatNumberInput(String(value), symbol)}
      onChange={(event) => onChange(parseNumberInput(event.target.value))}
      {...props}
    />
  );
}
