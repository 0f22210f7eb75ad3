// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { finishHydration } from './page-render-data';
import { TypedBeforeHydration } from './typed-before-hydration';

/** Types as the browser does: the value changes, then an input (or change) event tells. */
function type(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

it('puts back, through the handlers, what was typed before hydration and between its slices, the latest value of each field', async () => {
  document.body.innerHTML = `
    <div id="app"><form>
      <input name="first" value="" />
      <input name="email" value="" />
      <input name="market" type="radio" value="AU" checked />
      <input name="market" type="radio" value="NZ" />
      <input name="consent" type="checkbox" />
      <select name="purpose"><option value="">Choose</option><option value="stock">Stock</option></select>
    </form></div>`;
  const root = document.getElementById('app')!;
  const field = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const nz = root.querySelector<HTMLInputElement>('[name="market"][value="NZ"]')!;

  // Before the script: a name, the other market.
  field('first').value = 'Ea';
  nz.checked = true;
  const typed = new TypedBeforeHydration(root);
  typed.restoreOnceHydrated();

  // While React hydrates in slices: more of the name, an e-mail, a purpose, the consent.
  type(field('first'), 'Early');
  type(field('email'), 'early@example.test');
  type(root.querySelector('select')!, 'stock');
  field('consent').checked = true;
  field('consent').dispatchEvent(new Event('change', { bubbles: true }));

  // The form starts: it writes its starting values, and from now on its handlers listen.
  for (const input of root.querySelectorAll('input')) {
    if (input.type === 'radio') input.checked = input.value === 'AU';
    else if (input.type === 'checkbox') input.checked = false;
    else input.value = '';
  }
  root.querySelector('select')!.value = '';
  const heard = new Map<string, string | boolean>();
  root.addEventListener('input', ({ target }) => {
    const input = target as HTMLInputElement;
    // A box or a radio is heard by its click (which also raises an input event).
    if (input.type !== 'checkbox' && input.type !== 'radio') heard.set(input.name, input.value);
  });
  root.addEventListener('click', ({ target }) => {
    const input = target as HTMLInputElement;
    heard.set(input.name, input.type === 'radio' ? input.value : input.checked);
  });
  root.addEventListener('change', ({ target }) => {
    if (target instanceof HTMLSelectElement) heard.set(target.name, target.value);
  });

  finishHydration();
  await new Promise((resolve) => setTimeout(resolve, 0));

  expect(field('first').value).toBe('Early');
  expect(field('email').value).toBe('early@example.test');
  expect(nz.checked).toBe(true);
  expect(field('consent').checked).toBe(true);
  expect(root.querySelector('select')!.value).toBe('stock');
  expect(Object.fromEntries(heard)).toEqual({
    first: 'Early',
    email: 'early@example.test',
    market: 'NZ',
    consent: true,
    purpose: 'stock',
  });

  // Once put back, it stops listening: what is typed afterwards is the form's alone.
  type(field('first'), 'Later');
  finishHydration();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(field('first').value).toBe('Later');
});
