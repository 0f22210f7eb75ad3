/**
 * The queue of modal alerts (spec §8). Code outside React (the HTTP client, guards) asks for an
 * alert here; <AlertHost> shows the first one with an accessible dialog and resolves it.
 */
export type AlertTone = 'error' | 'warning' | 'info' | 'success';

export interface AlertOptions {
  tone: AlertTone;
  title: string;
  text: string;
  confirmLabel: string;
  /** When given, the alert offers a second button and resolves false for it. */
  cancelLabel?: string;
}

export interface PendingAlert extends AlertOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

let queue: readonly PendingAlert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showAlert(options: AlertOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const settle = (confirmed: boolean) => {
      queue = queue.filter((alert) => alert.id !== id);
      emit();
      resolve(confirmed);
    };
    queue = [...queue, { ...options, id, resolve: settle }];
    emit();
  });
}

export function subscribeAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentAlerts(): readonly PendingAlert[] {
  return queue;
}
