import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface PageLayoutProps {
  title: string;
  intro?: string;
  /** The screen's primary action, e.g. 'Nieuwe gebruiker'. */
  primaryAction?: { label: string; onClick: () => void };
  maxWidth?: number;
  children: ReactNode;
}

/** A screen of the signed-in area: its heading, an optional intro and primary action, then the content. */
export function PageLayout({ title, intro, primaryAction, maxWidth = 1040, children }: PageLayoutProps) {
  return (
    <Box p={{ base: 'md', sm: 'xl' }} maw={maxWidth}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1} fz={26}>
              {title}
            </Title>
            {intro ? <Text c="dimmed">{intro}</Text> : null}
          </Stack>
          {primaryAction ? (
            <Button leftSection={<IconPlus aria-hidden size={18} />} onClick={primaryAction.onClick}>
              {primaryAction.label}
            </Button>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Box>
  );
}
