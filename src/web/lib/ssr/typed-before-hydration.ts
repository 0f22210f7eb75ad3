import { onHydrated } from './page-render-data';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (isChoice(field)) return field.checked !== field.defaultChecked;
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
 * What a visitor typed into a page the server rendered before its script ran (decision 0073),
 * and while React hydrates it: in slices (decision 0085), between which the browser takes
 * keystrokes that no handler sees yet. Hydration keeps the fields themselves, but a form then
 * writes its starting values into them: the visitor's own are put back once the page is
 * hydrated, through the form's handlers.
 */
export class TypedBeforeHydration {
  private readonly typed = new Map<Field, { value: string; checked: boolean }>();
  private readonly record = (event: Event) => {
    if (isField(event.target)) this.keep(event.target);
  };

  constructor(private readonly root: HTMLElement) {
    for (const field of root.querySelectorAll<Field>('input, textarea, select'))
      if (changedByVisitor(field)) this.keep(field);
    // Before React's own listeners on the root: the value is read before hydration's effects.
    root.addEventListener('input', this.record, true);
    root.addEventListener('change', this.record, true);
  }

  restoreOnceHydrated(): void {
    // A task later: what hydration set off first (a form taking its browser values, the
    // controls enabled) has rendered, and does not overwrite the visitor's values after them.
    onHydrated(() => setTimeout(() => this.restore()));
  }

  private keep(field: Field): void {
    // The latest last: a field typed into again moves after the others.
    this.typed.delete(field);
    this.typed.set(field, { value: field.value, checked: isChoice(field) && field.checked });
  }

  private restore(): void {
    this.root.removeEventListener('input', this.record, true);
    this.root.removeEventListener('change', this.record, true);
    for (const [field, { value, checked }] of this.typed) {
      if (!field.isConnected) continue;
      if (isChoice(field)) {
        // A radio is left by choosing another one of its group, which is put back on its own.
        if (field.type === 'radio' && !checked) continue;
        retick(field, checked);
      } else retype(field, value);
    }
  }
}
