import { onHydrated } from './page-render-data';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Sets a value as typing would, so that React's change handler (the form's) sees it. Also when
 * the field already shows it: a controlled field (an amount) kept what the visitor typed on
 * screen, but its state is still the form's start, and its next render would clear it.
 */
function retype(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** Ticks a box (or chooses a radio) as a click would, whatever it shows now: see `retype`. */
function retick(field: HTMLInputElement, checked: boolean): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(
    field,
    !checked,
  );
  field.click();
}

/**
 * What a visitor typed into a page the server rendered before its script ran (decision 0073).
 * Hydration keeps the fields themselves, but a form then writes its starting values into them:
 * the visitor's own are put back once the page is hydrated, through the form's handlers.
 */
export class TypedBeforeHydration {
  private readonly typed: { field: Field; value: string; checked: boolean }[];

  constructor(root: HTMLElement) {
    this.typed = [...root.querySelectorAll<Field>('input, textarea, select')]
      .filter(changedByVisitor)
      .map((field) => ({
        field,
        value: field.value,
        checked: field instanceof HTMLInputElement && field.checked,
      }));
  }

  restoreOnceHydrated(): void {
    // A task later: what hydration set off first (a form taking its browser values, the
    // controls enabled) has rendered, and does not overwrite the visitor's values after them.
    onHydrated(() => setTimeout(() => this.restore()));
  }

  private restore(): void {
    for (const { field, value, checked } of this.typed) {
      if (!field.isConnected) continue;
      if (
        field instanceof HTMLInputElement &&
        (field.type === 'checkbox' || field.type === 'radio')
      )
        retick(field, checked);
      else retype(field, value);
    }
  }
}
