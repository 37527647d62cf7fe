import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/** The '...' button that opens a menu of actions: the same button before and after the menu's code has loaded. */
export function MenuButton({ label, ...props }: { label: string } & ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon variant="subtle" color="gray.7" size="lg" aria-label={label} aria-haspopup="menu" {...props}>
      <IconDots aria-hidden />
    </ActionIcon>
  );
}
