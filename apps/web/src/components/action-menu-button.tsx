import { type ComponentType, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
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

type LoadedMenu = ComponentType<ActionMenuProps & { openedOnArrival: boolean; focusedOnArrival: boolean }>;

/**
 * A '...' button with a menu of actions. The menu's code loads right after the page shows, not with it; until then
 * the same button stands in, and a click or the focus on it carries over to the menu when it arrives. A press on the
 * stand-in keeps it in place until its click: a button swapped between the press and the release would let the
 * gesture's click land on the new one and close the menu the press had opened (seen on a slow machine).
 */
export function ActionMenuButton(props: ActionMenuProps) {
  const [Menu, setMenu] = useState<LoadedMenu | null>(null);
  const arrived = useRef<LoadedMenu | null>(null);
  const pressed = useRef(false);
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const showIfArrived = () => {
    if (arrived.current && !pressed.current) setMenu(() => arrived.current);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the page has shown.
  useEffect(() => {
    let mounted = true;
    import('./action-menu.tsx').then(
      (module) => {
        arrived.current = module.default;
        if (mounted) showIfArrived();
      },
      // As a lazy screen's would: the route's error page offers a reload.
      (error: unknown) => mounted && setFailed(error ?? new Error('action menu failed to load')),
    );
    return () => {
      mounted = false;
    };
  }, []);
  const released = () => {
    pressed.current = false;
    showIfArrived();
  };

  if (failed) throw failed;
  if (Menu) return <Menu {...props} openedOnArrival={clicked} focusedOnArrival={focused} />;
  return (
    <MenuButton
      ref={props.buttonRef}
      label={props.label}
      onPointerDown={() => {
        pressed.current = true;
      }}
      // A press that ends elsewhere is no click: the menu may come. (A finger leaves after it lifted, before its
      // click: only a pointer leaving with a button still down ends the press.)
      onPointerCancel={released}
      onPointerLeave={(event) => event.buttons !== 0 && released()}
      onClick={() => {
        setClicked(true);
        released();
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
}
