import { Menu } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { ActionMenuProps } from './action-menu-button.tsx';
import { MenuButton } from './menu-button.tsx';

interface LoadedMenuProps extends ActionMenuProps {
  /** Clicked while the menu was loading: it opens as it arrives. */
  openedOnArrival: boolean;
  /** The button had the focus while the menu was loading: this one takes it over. */
  focusedOnArrival: boolean;
}

/** The menu of ActionMenuButton, loaded after the page shows: Mantine's Menu brings floating-ui along. */
export default function ActionMenu(props: LoadedMenuProps) {
  const { label, entries, buttonRef, width = 240, openedOnArrival, focusedOnArrival } = props;
  const button = useRef<HTMLButtonElement>(null);
  const ref = useMergedRef(button, buttonRef);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the menu takes the place of the stand-in.
  useEffect(() => {
    if (focusedOnArrival) button.current?.focus();
  }, []);
  // A press on the stand-in that React handled only after the menu had arrived opens it too.
  const [opened, setOpened] = useState(openedOnArrival);
  useEffect(() => {
    if (openedOnArrival) setOpened(true);
  }, [openedOnArrival]);

  return (
    <Menu position="bottom-end" width={width} shadow="md" opened={opened} onChange={setOpened}>
      <Menu.Target>
        <MenuButton ref={ref} label={label} />
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry, index) =>
          entry === 'divider' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a divider has nothing else to be known by.
            <Menu.Divider key={`divider-${index}`} />
          ) : (
            <Menu.Item
              key={entry.label}
              leftSection={entry.icon}
              color={entry.danger ? 'red.9' : undefined}
              onClick={entry.onClick}
            >
              {entry.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
