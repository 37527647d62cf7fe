import { Anchor, Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { nl } from '../../i18n/nl.ts';
import { useCurrentUser } from '../../lib/current-user.ts';

const t = nl.account;

/** 'Accountgegevens' (SPEC.md section 2); viewers cannot change a password, so they get no link. */
export function AccountPage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user) return <Text p="xl">{t.loadFailed}</Text>;

  const rows = [
    { label: t.name, value: user.full_name },
    { label: t.email, value: user.email },
    { label: t.role, value: nl.roles[user.role] },
    { label: t.company, value: user.company.name },
  ];

  return (
    <Box p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="lg">
        <Title order={1} fz={26}>
          {t.title}
        </Title>
        <Paper withBorder radius="md">
          <Table variant="vertical" layout="fixed" verticalSpacing="sm" horizontalSpacing="lg">
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th w={180} scope="row">
                    {row.label}
                  </Table.Th>
                  <Table.Td>{row.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        {user.role !== 'viewer' ? (
          <Anchor component={Link} to="/change-password" w="fit-content">
            {t.changePassword}
          </Anchor>
        ) : null}
      </Stack>
    </Box>
  );
}
