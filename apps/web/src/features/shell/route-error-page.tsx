import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { nl } from '../../i18n/nl.ts';
import { isChunkLoadError } from '../../lib/chunk-load-error.ts';

const t = nl.routeError;

/**
 * Shown instead of a screen whose code could not be loaded (e.g. an open tab after an update removed the old
 * build's files) or that failed to render. A reload fetches the current build; the home link does the same.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notLoaded = isChunkLoadError(error);
  return (
    <Container component="main" size="sm" py={80}>
      <Stack align="flex-start" gap="md" role="alert">
        <Title order={1}>{notLoaded ? t.loadFailedTitle : t.failedTitle}</Title>
        <Text c="dimmed">{notLoaded ? t.loadFailedText : t.failedText}</Text>
        <Group gap="sm">
          <Button onClick={() => window.location.reload()}>{t.reload}</Button>
          {/* A full page load, not a router link: the router's own state is what failed. */}
          <Button component="a" href="/" variant="subtle">
            {t.home}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
