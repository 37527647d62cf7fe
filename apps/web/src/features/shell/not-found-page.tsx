import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { nl } from '../../i18n/nl.ts';

export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="flex-start" gap="md">
        <Title order={1}>{nl.common.notFoundTitle}</Title>
        <Text c="dimmed">{nl.common.notFoundText}</Text>
        <Button component={Link} to="/">
          {nl.common.notFoundAction}
        </Button>
      </Stack>
    </Container>
  );
}
