import type { Page } from 'playwright-core';

/** Title, text and button labels of the open alert dialog. */
export async function openAlert(page: Page) {
  const dialog = page.getByRole('alertdialog');
  return {
    title: await dialog.getByRole('heading').textContent(),
    text: await dialog.locator('p').first().textContent(),
    buttons: await dialog.getByRole('button').allTextContents(),
  };
}
