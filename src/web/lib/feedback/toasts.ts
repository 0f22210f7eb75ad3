/**
 * Short confirmations that need no answer ("Link copied", "Lead saved"): a queue outside React,
 * so code anywhere can announce an outcome; <ToastHost> shows it in a polite live region.
 * Errors that need a decision stay modal alerts (lib/alerts.ts).
 */
export type ToastTone = 'success' | 'info' | 'error';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

const VISIBLE_MS = 6000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function showToast(tone: ToastTone, text: string): void {
  const id = nextId++;
  toasts = [...toasts, { id, tone, text }];
  emit();
  setTimeout(() => dismissToast(id), VISIBLE_MS);
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
