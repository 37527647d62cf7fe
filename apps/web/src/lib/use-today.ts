import { useMemo, useSyncExternalStore } from 'react';
import { calendarDay } from './format-date.ts';

/**
 * Today, for what a screen says relative to it ('Vandaag', a time instead of a date): the component renders again
 * when the day changes while it stays open, a chat left open overnight included. One timer serves every component,
 * set for just past the next local midnight; a tab that slept or was hidden checks again when it is shown.
 */
export function useToday(): Date {
  const day = useSyncExternalStore(subscribe, currentDay);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new day is a new `now`.
  return useMemo(() => new Date(), [day]);
}

const currentDay = () => calendarDay(new Date().toISOString());

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

const notify = () => {
  for (const listener of listeners) listener();
};

/** Just past the next local midnight (a day of 23 or 25 hours included), then again. */
function armTimer() {
  const now = new Date();
  const nextMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  timer = setTimeout(
    () => {
      notify();
      armTimer();
    },
    nextMidnight.getTime() - now.getTime() + 1_000,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    armTimer();
    document.addEventListener('visibilitychange', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', notify);
  };
}
