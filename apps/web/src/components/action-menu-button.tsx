import { lazy, type ReactNode, type Ref, Suspense, useEffect, useState } from 'react';
import { MenuButton } from './menu-button.tsx';

export interface MenuAction {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  /** Ends something for good (leaving, deleting): shown in red. */
  danger?: boolean;
}

/** An action, or a line between groups of actions. */
export type MenuEntry = MenuAction | 'divider';

export interface ActionMenuProps {
  /** The button's accessible name. */
  label: string;
  entries: MenuEntry[];
  /** The button, for giving the focus back to it (after a dialog the menu opened). */
  buttonRef?: Ref<HTMLButtonElement>;
  width?: number;
}

const ActionMenu = lazy(() => import('./action-menu.tsx'));

/**
 * A '...' button with a menu of actions. The menu's code loads right after the page shows, not with it; until then
 * the same button stands in, and a click or the focus on it carries over to the menu when it arrives.
 */
export function ActionMenuButton(props: ActionMenuProps) {
  const [loading, setLoading] = useState(false);
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    setLoading(true);
  }, []);

  const standIn = (
    <MenuButton
      ref={props.buttonRef}
      label={props.label}
      // The press counts, not only the click: the menu may take the stand-in's place between the press and the
      // release, and a click whose press and release land on two elements reaches neither.
      onPointerDown={() => setClicked(true)}
      onClick={() => setClicked(true)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
  if (!loading) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ActionMenu {...props} openedOnArrival={clicked} focusedOnArrival={focused} />
    </Suspense>
  );
}
