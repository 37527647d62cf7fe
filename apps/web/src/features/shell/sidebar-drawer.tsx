import { Drawer } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { nl } from '../../i18n/nl.ts';

/** The drawer fills a phone's width (its search results need the room); on a tablet it stays a column. */
const DRAWER_SIZE = 'min(100%, 480px)';

/** Longer than the drawer's opening transition (Mantine's 200 ms): when it has surely ended. */
const OPENING_MS = 400;

/** The drawer's body takes the height left under its header: the (virtualised) list scrolls inside it. */
const DRAWER_FILLED_BY_LIST = {
  content: { display: 'flex', flexDirection: 'column' },
  body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
} as const;

interface SidebarDrawerProps {
  opened: boolean;
  onClose: () => void;
  onOpened: () => void;
  bodyRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * Small screens: the dossier list in a drawer (loaded when it first opens); its header is a plain div so it adds
 * no second banner landmark.
 */
export default function SidebarDrawer({ opened, onClose, onOpened, bodyRef, children }: SidebarDrawerProps) {
  // Mantine tells the end of the opening; a drawer that appeared open at once (loaded while being opened) ran no
  // transition and does not, so the same call follows once an opening would have ended. onOpened acts once.
  const whenOpened = useRef(onOpened);
  whenOpened.current = onOpened;
  useEffect(() => {
    if (!opened) return;
    const opening = window.setTimeout(() => whenOpened.current(), OPENING_MS);
    return () => window.clearTimeout(opening);
  }, [opened]);
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      size={DRAWER_SIZE}
      styles={DRAWER_FILLED_BY_LIST}
      onEnterTransitionEnd={onOpened}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div" py="xs" mih={0}>
          <Drawer.Title fz="sm" c="dimmed">
            {nl.shell.sidebarLabel}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={nl.common.close} />
        </Drawer.Header>
        <Drawer.Body p={0} ref={bodyRef}>
          {children}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
