import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred card every public account screen uses, with its page heading. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Container size={480} py={{ base: 32, sm: 64 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 36 }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={26} c="brand.9">
              {title}
            </Title>
            {intro ? <Text c="dimmed">{intro}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
