import { Alert, Paper } from '@mantine/core';
import { PageLayout } from '../../components/page-layout.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { nl } from '../../i18n/nl.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useBillingProfile } from './api/get-billing-profile.ts';
import { BillingProfileForm } from './components/billing-profile-form.tsx';

const t = nl.billing;

/** 'Facturatiegegevens' (admins only): the company's billing profile, which its invoices carry. */
export function BillingPage() {
  const { data: me, isError: meFailed } = useCurrentUser();
  const profile = useBillingProfile(me?.company_id);
  const failed = meFailed || profile.isError;

  return (
    <PageLayout title={t.title} intro={t.intro} maxWidth={720}>
      <Paper withBorder radius="md" p="lg">
        {failed ? (
          <Alert color="red" variant="light">
            {t.loadFailed}
          </Alert>
        ) : null}
        {!failed && !profile.data ? <PageLoader /> : null}
        {profile.data ? <BillingProfileForm key={profile.data.company_id} saved={profile.data} /> : null}
      </Paper>
    </PageLayout>
  );
}
