import type { DossierDataResponse, DossierMember } from '@dossier/contract';
import { Alert, Badge, Box, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { ConfirmPrompt } from '../../../components/confirm-prompt.tsx';
import { DetailRows } from '../../../components/detail-rows.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useConfirmStep } from '../../../components/use-confirm-step.ts';
import { nl } from '../../../i18n/nl.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useMomentPassed } from '../../../lib/use-moment-passed.ts';
import { useRemoveDossierUser } from '../api/remove-dossier-user.ts';
import { useRenewGuestAccess, useResendGuestLink } from '../api/renew-guest-access.ts';
import { canManageGuest, canRemoveMember, type Viewer } from '../dossier-rules.ts';
import { AccessLine } from './access-line.tsx';

const t = nl.dossiers.data;

/** The member's company and, for a guest, until when their access runs. */
function MemberCompany({ member }: { member: DossierMember }) {
  return (
    <>
      <Text size="sm">{member.company_name}</Text>
      {member.token_expires_at ? <AccessLine tokenExpiresAt={member.token_expires_at} /> : null}
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

/**
 * What the viewer may do to one member: renew and (while the access runs) resend for a guest their company
 * invited, remove where the rules allow.
 */
function MemberActions({
  member,
  data,
  viewer,
  onRemove,
}: {
  member: DossierMember;
  data: DossierDataResponse;
  viewer: Viewer;
  /** 'Verwijderen' asks first (DossierData). */
  onRemove: (member: DossierMember, trigger: HTMLElement) => void;
}) {
  const renew = useRenewGuestAccess(data.id);
  const resend = useResendGuestLink(data.id);
  const name = member.full_name || member.email;
  const managesGuest = canManageGuest(viewer, data, member);
  // A new link keeps the access end: once that has passed, the access is renewed instead.
  const accessOver = useMomentPassed(member.token_expires_at);
  const mayRemove = managesGuest || canRemoveMember(viewer, data, member, data.users);
  if (!managesGuest && !mayRemove) return null;

  const renewAccess = () =>
    renew.mutate(member.id, {
      onSuccess: () => toast.success(nl.dossiers.accessRenewed),
      onError: () => toast.error(nl.dossiers.renewFailed),
    });
  const resendLink = () =>
    resend.mutate(member.id, {
      onSuccess: () => toast.success(nl.dossiers.accessLinkResent),
      onError: () => toast.error(nl.dossiers.renewFailed),
    });

  return (
    <Group gap={4} justify="flex-end">
      {managesGuest ? (
        <>
          <Button
            size="xs"
            variant="subtle"
            aria-label={t.renewLabel(name)}
            loading={renew.isPending}
            onClick={renewAccess}
          >
            {t.renew}
          </Button>
          {accessOver ? null : (
            <Button
              size="xs"
              variant="subtle"
              aria-label={t.resendLabel(name)}
              loading={resend.isPending}
              onClick={resendLink}
            >
              {t.resend}
            </Button>
          )}
        </>
      ) : null}
      {mayRemove ? (
        <Button
          id={removeButtonId(member)}
          size="xs"
          variant="subtle"
          color="red"
          c="red.9"
          aria-label={t.removeLabel(name)}
          onClick={(event) => onRemove(member, event.currentTarget)}
        >
          {t.remove}
        </Button>
      ) : null}
    </Group>
  );
}

/** The id the focus returns to when removing this member is cancelled. */
const removeButtonId = (member: DossierMember) => `remove-dossier-member-${member.id}`;

function DossierData({ data, viewer }: { data: DossierDataResponse; viewer: Viewer }) {
  const members = data.users.filter((member) => member.status === 'active');
  const remove = useRemoveDossierUser(data.id);
  const confirm = useConfirmStep<DossierMember>();

  const removing = confirm.subject;
  if (removing) {
    const removeMember = () =>
      remove.mutate(removing.id, {
        onSuccess: () => {
          toast.success(nl.dossiers.userRemoved);
          confirm.done();
        },
        onError: () => {
          toast.error(nl.dossiers.userRemoveFailed);
          confirm.cancel();
        },
      });
    return (
      <ConfirmPrompt
        title={t.confirmRemove.title(removing.full_name || removing.email)}
        text={t.confirmRemove.text}
        confirmLabel={t.remove}
        danger
        loading={remove.isPending}
        focusOnMount
        onConfirm={removeMember}
        onCancel={confirm.cancel}
      />
    );
  }

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
                  <MemberActions member={member} data={data} viewer={viewer} onRemove={confirm.ask} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}
