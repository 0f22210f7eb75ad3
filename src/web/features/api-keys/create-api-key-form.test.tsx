// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/i18n/messages';
import { CreateApiKeyForm } from './create-api-key-form';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: messages.en } } });
});
afterEach(cleanup);

describe('the new API key form', () => {
  it('names both scopes in words and refuses a key that may do nothing, on the field', async () => {
    const onCreated = vi.fn(async () => undefined);
    render(<CreateApiKeyForm onCreated={onCreated} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Practice CRM');
    await userEvent.click(screen.getByLabelText('Send leads'));
    await userEvent.click(screen.getByLabelText('Read leads and their stage'));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Choose at least one thing the key may do.')).toBeVisible();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
