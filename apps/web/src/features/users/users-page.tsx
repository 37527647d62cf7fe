import type { UserResponse } from '@dossier/contract';
import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { IconPlus } from '../../components/icons.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { nl } from '../../i18n/nl.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { toast } from '../../lib/toast.ts';
import { useUsers } from './api/get-users.ts';
import { InviteUserModal } from './components/invite-user-modal.tsx';
import { UserDetailsModal } from './components/user-details-modal.tsx';
import { UsersTable } from './components/users-table.tsx';

const t = nl.users;

/** 'Gebruikers' (admins only): the company's users, invitations and per-user actions. */
export function UsersPage() {
  const { data: me } = useCurrentUser();
  const { data: users, isPending, isError } = useUsers();
  const [inviteOpened, invite] = useDisclosure(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = users?.find((user) => user.id === selectedId) ?? null;

  useEffect(() => {
    if (isError) toast.error(t.loadFailed);
  }, [isError]);

  const open = (user: UserResponse) => setSelectedId(user.id);

  return (
    <Box p={{ base: 'md', sm: 'xl' }} maw={1040}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} fz={26}>
              {t.title}
            </Title>
            <Text c="dimmed">{t.intro}</Text>
          </Stack>
          <Button leftSection={<IconPlus size={18} />} onClick={invite.open}>
            {t.newUser}
          </Button>
        </Group>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          {isPending ? <PageLoader /> : null}
          {isError ? (
            <Alert color="red" variant="light" m="md">
              {t.loadFailed}
            </Alert>
          ) : null}
          {users && users.length === 0 ? (
            <Text p="lg" c="dimmed">
              {t.empty}
            </Text>
          ) : null}
          {users && users.length > 0 ? (
            <UsersTable users={users} currentUserId={me?.id ?? ''} onOpen={open} />
          ) : null}
        </Paper>
      </Stack>
      <InviteUserModal opened={inviteOpened} onClose={invite.close} />
      <UserDetailsModal
        user={selected}
        isSelf={selected?.id === me?.id}
        onClose={() => setSelectedId(null)}
      />
    </Box>
  );
}
