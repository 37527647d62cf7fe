import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';

/** A side panel's list on its way: a small loader and what is loading, announced politely. */
export function PanelLoading({ text }: { text: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}

/** A side panel's list that could not load: what failed, and a button to try again. */
export function PanelLoadFailed({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
