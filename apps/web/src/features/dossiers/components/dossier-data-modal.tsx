import type { DossierDataResponse, DossierMember } from '@dossier/contract';
import { Alert, Badge, Box, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { DetailRows } from '../../../components/detail-rows.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { nl } from '../../../i18n/nl.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { accessLine } from '../access-line.ts';
import { useRemoveDossierUser } from '../api/remove-dossier-user.ts';
import { canRemoveMember, type Viewer } from '../dossier-rules.ts';

const t = nl.dossiers.data;

/** The member's company and, for a guest, until when their access runs. */
function MemberCompany({ member }: { member: DossierMember }) {
  return (
    <>
      <Text size="sm">{member.company_name}</Text>
      {member.token_expires_at ? (
        <Text size="xs" c="dimmed">
          {accessLine(member.token_expires_at)}
        </Text>
      ) : null}
    </>
  );
}

interface DossierDataModalProps {
  opened: boolean;
  onClose: () => void;
  viewer: Viewer;
  data: DossierDataResponse | undefined;
  isError: boolean;
}

/** 'Dossiergegevens': title, created date, companies, and the members with company and guest access expiry. */
export function DossierDataModal({ opened, onClose, viewer, data, isError }: DossierDataModalProps) {
  useEffect(() => {
    if (opened && isError) toast.error(nl.dossiers.dataLoadFailed);
  }, [opened, isError]);

  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size="lg">
      {isError ? (
        <Alert color="red" variant="light" role="alert">
          {nl.dossiers.dataLoadFailed}
        </Alert>
      ) : data ? (
        <DossierData data={data} viewer={viewer} />
      ) : (
        <PageLoader />
      )}
    </Modal>
  );
}

function DossierData({ data, viewer }: { data: DossierDataResponse; viewer: Viewer }) {
  const remove = useRemoveDossierUser(data.id);
  const members = data.users.filter((member) => member.status === 'active');

  const removeMember = (member: DossierMember) =>
    remove.mutate(member.id, {
      onSuccess: () => toast.success(nl.dossiers.userRemoved),
      onError: () => toast.error(nl.dossiers.userRemoveFailed),
    });

  return (
    <Stack gap="lg">
      <DetailRows
        details={[
          { label: t.dossierTitle, value: data.title, wide: true },
          { label: t.status, value: nl.dossiers.status[data.status] },
          { label: t.createdAt, value: formatDate(data.created_at) },
        ]}
      />
      <Stack gap="xs">
        <Title order={3} fz="sm">
          {t.companies}
        </Title>
        <Group gap="xs">
          {data.companies.map((company) => (
            <Badge
              key={company.id}
              variant="light"
              color={company.is_meru_client ? 'brand' : 'gray'}
              tt="none"
            >
              {company.name}
              {company.is_meru_client ? '' : ` · ${nl.relations.external}`}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="sm">
          {t.users}
        </Title>
        <Table verticalSpacing="xs" horizontalSpacing="sm">
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {member.full_name || member.email}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Text>
                  {/* Phones have no room for the company column: the company goes under the name. */}
                  <Box hiddenFrom="xs">
                    <MemberCompany member={member} />
                  </Box>
                </Table.Td>
                <Table.Td visibleFrom="xs">
                  <MemberCompany member={member} />
                </Table.Td>
                <Table.Td ta="right">
                  {canRemoveMember(viewer, data, member, data.users) ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      c="red.9"
                      aria-label={t.removeLabel(member.full_name || member.email)}
                      loading={remove.isPending && remove.variables === member.id}
                      onClick={() => removeMember(member)}
                    >
                      {t.remove}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}
