import type { UserResponse } from '@dossier/contract';
import { Alert, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { nl } from '../../i18n/nl.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { opensWith } from '../../lib/opening-action.ts';
import { toast } from '../../lib/toast.ts';
import { useUsers } from './api/get-users.ts';
import { CompanySecuritySwitch } from './components/company-security-switch.tsx';
import { InviteUserModal } from './components/invite-user-modal.tsx';
import { UserDetailsModal } from './components/user-details-modal.tsx';
import { UsersTable } from './components/users-table.tsx';

const t = nl.users;

/** 'Gebruikers' (admins only): the company's users, invitations and per-user actions. */
export function UsersPage() {
  const { data: me } = useCurrentUser();
  const { data: users, isPending, isError } = useUsers();
  // Opened at once when the first steps' 'Collega's uitnodigen' led here (issue 25).
  const [inviteOpened, invite] = useDisclosure(opensWith(useLocation().state, 'invite-user'));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = users?.find((user) => user.id === selectedId) ?? null;

  useEffect(() => {
    if (isError) toast.error(t.loadFailed);
  }, [isError]);

  const open = (user: UserResponse) => setSelectedId(user.id);

  return (
    <PageLayout title={t.title} intro={t.intro} primaryAction={{ label: t.newUser, onClick: invite.open }}>
      {me ? <CompanySecuritySwitch companyId={me.company_id} /> : null}
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
      <InviteUserModal opened={inviteOpened} onClose={invite.close} />
      <UserDetailsModal
        user={selected}
        isSelf={selected?.id === me?.id}
        onClose={() => setSelectedId(null)}
      />
    </PageLayout>
  );
}
