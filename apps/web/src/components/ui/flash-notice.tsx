import { useSyncExternalStore } from 'react';
import { ResultSnackbar, type Result, type ResultSeverity } from './result-snackbar.tsx';

/**
 * A result message that outlives the page that asks for it: a form that saves and then
 * navigates still shows 'Campus creado con éxito' on the next page. <FlashNotice /> is mounted
 * once, in the signed-in shell.
 */
let current: Result | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showNotice(message: string, severity: ResultSeverity = 'success'): void {
  current = { message, severity };
  emit();
}

export function clearNotices(): void {
  current = null;
  emit();
}

const currentNotice = () => current;

export function FlashNotice() {
  const notice = useSyncExternalStore(subscribe, currentNotice, currentNotice);
  return <ResultSnackbar result={notice} onClose={clearNotices} />;
}
