import {
  Badge,
  Button,
  CloseButton,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { nlOnboarding } from '../../i18n/nl-onboarding.ts';

const t = nlOnboarding.firstSteps;

export type FirstStepKey = 'invite' | 'relation' | 'billing' | 'dossier';

/** One step: ticked when done; its button goes to the screen that does it (`to`) or acts in place (`onClick`). */
export interface FirstStep {
  key: FirstStepKey;
  done: boolean;
  action: { to: string; state?: unknown } | { onClick: () => void };
}

interface FirstStepsProps {
  steps: FirstStep[];
  onDismiss: () => void;
}

/**
 * The empty app's checklist (issue 25): invite colleagues, add a relation, fill in the billing details, create the
 * first dossier; each ticked when done, each with its button. Whether to show it at all is the caller's.
 */
export function FirstSteps({ steps, onDismiss }: FirstStepsProps) {
  const titleId = useId();
  const done = steps.filter((step) => step.done).length;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      w="100%"
      ta="left"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Title order={2} fz="lg" id={titleId}>
              {t.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t.intro}
            </Text>
          </Stack>
          <CloseButton aria-label={t.dismissLabel} title={t.dismiss} onClick={onDismiss} />
        </Group>
        <Stack gap={4}>
          <Progress value={(done / steps.length) * 100} size="sm" aria-hidden />
          <Text size="xs" c="dimmed">
            {t.progress(done, steps.length)}
          </Text>
        </Stack>
        <List spacing="md" listStyleType="none" p={0}>
          {steps.map((step) => (
            <List.Item key={step.key} data-step={step.key}>
              <StepRow step={step} />
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

function StepRow({ step }: { step: FirstStep }) {
  const texts = t[step.key];
  const { action } = step;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon
        size={28}
        radius="xl"
        variant={step.done ? 'filled' : 'light'}
        color={step.done ? 'teal' : 'gray'}
        aria-hidden
      >
        {step.done ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
      </ThemeIcon>
      {/* On a phone the button goes under the text. */}
      <Group gap="sm" align="center" style={{ flex: 1, minWidth: 0 }}>
        <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} td={step.done ? 'line-through' : undefined}>
              {texts.title}
            </Text>
            <Badge size="sm" variant="light" color={step.done ? 'teal' : 'gray'}>
              {step.done ? t.done : t.todo}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {texts.text}
          </Text>
        </Stack>
        {step.done ? null : 'to' in action ? (
          <Button component={Link} to={action.to} state={action.state} size="sm" variant="light">
            {texts.action}
          </Button>
        ) : (
          <Button size="sm" variant="light" onClick={action.onClick}>
            {texts.action}
          </Button>
        )}
      </Group>
    </Group>
  );
}
