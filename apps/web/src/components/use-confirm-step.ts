import { useEffect, useRef, useState } from 'react';

/**
 * A question asked in place of a dialog's content (a second dialog on top would close with the first on Escape).
 * `ask` remembers the button that asked by its id; 'Annuleren' brings the content back and the focus to it.
 */
export function useConfirmStep<T>() {
  const [subject, setSubject] = useState<T | null>(null);
  const askedFrom = useRef<string | null>(null);
  const [cancelled, setCancelled] = useState(0);
  useEffect(() => {
    if (cancelled > 0 && askedFrom.current) document.getElementById(askedFrom.current)?.focus();
  }, [cancelled]);
  return {
    subject,
    ask: (value: T, trigger: HTMLElement) => {
      askedFrom.current = trigger.id || null;
      setSubject(value);
    },
    cancel: () => {
      setSubject(null);
      setCancelled((count) => count + 1);
    },
    done: () => setSubject(null),
  };
}
