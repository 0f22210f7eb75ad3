import { onHydrated } from './page-render-data';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Sets a value as typing would, so that React's change handler (the form's) sees it. */
function retype(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
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
    onHydrated(() => {
      for (const { field, value, checked } of this.typed) {
        if (!field.isConnected) continue;
        if (
          field instanceof HTMLInputElement &&
          (field.type === 'checkbox' || field.type === 'radio')
        ) {
          if (field.checked !== checked) field.click();
        } else if (field.value !== value) retype(field, value);
      }
    });
  }
}
