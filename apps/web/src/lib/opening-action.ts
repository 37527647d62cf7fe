/**
 * A screen's primary action opened by the link that led there (issue 25: the first steps' 'Collega's uitnodigen'
 * opens the users screen with its invite open). Passed as navigation state, so a reload or a bookmark does not
 * open it again.
 */
export type OpeningAction = 'invite-user' | 'new-relation';

export const openingState = (action: OpeningAction) => ({ openingAction: action });

/** True when the navigation state asks for `action`. */
export function opensWith(state: unknown, action: OpeningAction): boolean {
  return (
    typeof state === 'object' && state !== null && 'openingAction' in state && state.openingAction === action
  );
}
