import { type BoxProps, Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

interface SidePanelDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  hiddenFrom: NonNullable<BoxProps['hiddenFrom']>;
  children: ReactNode;
}

/** Where the side panel (documents, invoices) is not beside the chat, it opens in a drawer from the right. */
export default function SidePanelDrawer({
  opened,
  onClose,
  title,
  hiddenFrom,
  children,
}: SidePanelDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size="min(100%, 420px)"
      hiddenFrom={hiddenFrom}
    >
      {children}
    </Drawer>
  );
}
