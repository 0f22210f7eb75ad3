// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/i18n/messages';
import { showAlert } from '../../lib/feedback/alerts';
import { AlertHost } from '../alert-host';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: messages.en } } });
});
afterEach(cleanup);

function Amount() {
  const [value, setValue] = useState<number | null>(null);
  return <NumberField label="Amount" value={value} onChange={setValue} />;
}

describe('form kit', () => {
  it('formats the number field as typed', async () => {
    render(<Amount />);
    await userEvent.type(screen.getByLabelText('Amount'), '0012a345');
    expect(screen.getByLabelText('Amount')).toHaveValue('$12,345');
  });

  it('labels the select and shows its error', () => {
    render(
      <SelectField
        label="Market"
        placeholder
        options={[{ value: 'AU', label: 'Australia' }]}
        error="This field is required!"
      />,
    );
    expect(screen.getByLabelText('Market')).toHaveAccessibleDescription('This field is required!');
    expect(screen.getByRole('option', { name: 'Choose…' })).toHaveValue('');
  });

  it('disables the submit button while the form is busy', () => {
    const { rerender } = render(<SubmitButton busy={false}>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(<SubmitButton busy>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });
});

describe('alert dialog', () => {
  it('is labelled, takes focus, and closes with Escape', async () => {
    render(<AlertHost />);
    let result: Promise<boolean> | undefined;
    act(() => {
      result = showAlert({
        tone: 'error',
        title: 'Oops...',
        text: 'Broken',
        confirmLabel: 'Close',
      });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Oops...' });
    expect(dialog).toHaveAccessibleDescription('Broken');
    // The focus moves in once the dialog has painted (an effect), not with its first render.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole('button', { name: 'Close this dialog' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
