import { Paper, Skeleton, Switch, Text } from '@mantine/core';
import { nl } from '../../../i18n/nl.ts';
import { nlSecurity } from '../../../i18n/nl-security.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompanySecurity, useUpdateCompanySecurity } from '../api/company-security.ts';

const t = nlSecurity.companyPolicy;

/** The company's demand for a second factor for everyone (issue 23), on the users screen of an admin. */
export function CompanySecuritySwitch({ companyId }: { companyId: string }) {
  const security = useCompanySecurity();
  const update = useUpdateCompanySecurity();

  const change = (require2fa: boolean) =>
    update.mutate(
      { companyId, require2fa },
      {
        onSuccess: (saved) => toast.success(saved.require_2fa ? t.on : t.off),
        onError: (error) => toast.error(serverMessageOr(error, t.failed)),
      },
    );

  return (
    <Paper withBorder radius="md" p="md">
      {security.isPending ? <Skeleton h={40} aria-label={nl.common.loading} /> : null}
      {security.isError ? (
        <Text size="sm" c="dimmed">
          {t.failed}
        </Text>
      ) : null}
      {security.data ? (
        <Switch
          label={t.label}
          description={t.description}
          checked={
            update.isPending
              ? (update.variables?.require2fa ?? security.data.require_2fa)
              : security.data.require_2fa
          }
          disabled={update.isPending}
          onChange={(event) => change(event.currentTarget.checked)}
        />
      ) : null}
    </Paper>
  );
}
