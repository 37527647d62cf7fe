import type { SessionInfo } from '@dossier/contract';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { nl } from '../../../i18n/nl.ts';
import { nlSecurity } from '../../../i18n/nl-security.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions.ts';

const t = nlSecurity.sessions;

const dateTime = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' });

/** '28 nov 2026, 10:15' in the browser's time zone. */
export const formatSessionTime = (iso: string) => dateTime.format(new Date(iso));

/** What is being asked: ending one session, or all others. */
type Ending = { session: SessionInfo } | { others: true };

/** 'Sessies' on the account screen (issue 23): where the account is signed in, and ending them. */
export function SessionsSection() {
  const titleId = useId();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [asking, setAsking] = useState<Ending | null>(null);

  const list = sessions.data?.sessions ?? [];
  // This device first, then the most recently seen.
  const ordered = [...list].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at),
  );
  const hasOthers = list.some((session) => !session.current);

  const confirm = () => {
    if (!asking) return;
    const done = {
      onSettled: () => setAsking(null),
      onError: (error: Error) => toast.error(serverMessageOr(error, t.endFailed)),
    };
    if ('session' in asking)
      endOne.mutate(asking.session.id, { ...done, onSuccess: () => toast.success(t.ended) });
    else endOthers.mutate(undefined, { ...done, onSuccess: () => toast.success(t.othersEnded) });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
            <Title order={2} fz="lg" id={titleId}>
              {t.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t.intro}
            </Text>
          </Stack>
          {hasOthers ? (
            <Button variant="default" onClick={() => setAsking({ others: true })}>
              {t.endOthers}
            </Button>
          ) : null}
        </Group>
        {sessions.isPending ? <Skeleton h={64} aria-label={nl.common.loading} /> : null}
        {sessions.isError ? (
          <Alert color="red" variant="light">
            {t.loadFailed}
          </Alert>
        ) : null}
        {sessions.data ? (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {ordered.map((session) => (
              <SessionRow key={session.id} session={session} onEnd={() => setAsking({ session })} />
            ))}
          </Stack>
        ) : null}
        {sessions.data && !hasOthers ? (
          <Text size="sm" c="dimmed">
            {t.none}
          </Text>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={asking !== null}
        title={asking && 'session' in asking ? t.confirmEnd.title : t.confirmEndOthers.title}
        text={
          asking && 'session' in asking ? t.confirmEnd.text(asking.session.device) : t.confirmEndOthers.text
        }
        confirmLabel={asking && 'session' in asking ? t.end : t.endOthers}
        danger
        loading={endOne.isPending || endOthers.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}

function SessionRow({ session, onEnd }: { session: SessionInfo; onEnd: () => void }) {
  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      aria-current={session.current ? 'true' : undefined}
    >
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={500}>{session.device}</Text>
          {session.current ? (
            <Badge color="teal" variant="light">
              {t.thisDevice}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {[
            session.ip ? t.ip(session.ip) : t.unknownIp,
            t.lastSeen(formatSessionTime(session.last_seen_at)),
            t.signedIn(formatSessionTime(session.created_at)),
          ].join(' · ')}
        </Text>
      </Stack>
      {session.current ? null : (
        <Button variant="default" size="xs" onClick={onEnd} aria-label={t.endLabel(session.device)}>
          {t.end}
        </Button>
      )}
    </Group>
  );
}
