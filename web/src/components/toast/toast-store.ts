export type ToastTone = 'success' | 'error';
export type Toast = { id: number; message: string; tone: ToastTone };

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(toast: Toast | null): void {
  current = toast;
  for (const listener of listeners) listener();
}

/**
 * A short message that outlives the screen that raised it: 'Login successful!' is said on the
 * login form but read on the page the user returns to. One at a time; a new one replaces the last.
 */
export function showToast(message: string, tone: ToastTone = 'success'): void {
  publish({ id: nextId++, message, tone });
}

/** Dismisses toast `id` (if it is still the one shown), or whatever is shown when no id is given. */
export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) publish(null);
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): Toast | null {
  return current;
}
