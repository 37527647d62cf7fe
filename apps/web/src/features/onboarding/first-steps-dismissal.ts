import { useCallback, useState } from 'react';

/** Per user, in this browser: a dismissed checklist stays hidden (issue 25). */
const keyOf = (userId: string) => `first_steps_dismissed:${userId}`;

export function isFirstStepsDismissed(userId: string): boolean {
  return globalThis.localStorage?.getItem(keyOf(userId)) === '1';
}

export function useFirstStepsDismissal(userId: string) {
  const [dismissed, setDismissed] = useState(() => isFirstStepsDismissed(userId));
  const dismiss = useCallback(() => {
    globalThis.localStorage?.setItem(keyOf(userId), '1');
    setDismissed(true);
  }, [userId]);
  return { dismissed, dismiss };
}
