import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DetailRows } from '../../components/detail-rows.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { nl } from '../../i18n/nl.ts';
import { nlAccount } from '../../i18n/nl-account.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { GuestNameSection } from './components/guest-name-section.tsx';
import { NotificationPreferences } from './components/notification-preferences.tsx';
import { PasskeysSection } from './components/passkeys-section.tsx';
import { SessionsSection } from './components/sessions-section.tsx';
import { TwoFactorSection } from './components/two-factor-section.tsx';

const t = nlAccount;

/**
 * 'Accountgegevens' (SPEC.md section 2); viewers cannot change a password, so they get no link. Below: when mail
 * about unread messages comes (issue 13).
 */
export function AccountPage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user) return <Text p="xl">{t.loadFailed}</Text>;

  const details = [
    { label: t.name, value: user.full_name },
    { label: t.email, value: user.email },
    { label: t.role, value: nl.roles[user.role] },
    { label: t.company, value: user.company.name },
  ];

  return (
    <PageLayout title={t.title} maxWidth={720}>
      <Paper withBorder radius="md" p="lg">
        <DetailRows details={details} />
      </Paper>
      {/* A guest gave their name on the first visit (issue 25) and may change it; colleagues' names come with the invite. */}
      {user.role === 'viewer' ? <GuestNameSection user={user} /> : null}
      {user.role !== 'viewer' ? (
        <Anchor component={Link} to="/app/account/password" w="fit-content">
          {t.changePassword}
        </Anchor>
      ) : null}
      {user.role !== 'viewer' ? <TwoFactorSection /> : null}
      <SessionsSection />
      {user.role !== 'viewer' ? <PasskeysSection /> : null}
      <NotificationPreferences />
    </PageLayout>
  );
}
