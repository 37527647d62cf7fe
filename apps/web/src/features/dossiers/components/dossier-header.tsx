import type { DossierDataResponse, DossierResponse } from '@dossier/contract';
import { Badge, Box, Button, Divider, Flex, Group, type MantineBreakpoint, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff, IconFiles } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ActionMenuButton,
  type MenuAction,
  type MenuEntry,
} from '../../../components/action-menu-button.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { nl } from '../../../i18n/nl.ts';
import { toast } from '../../../lib/toast.ts';
import { type StatusTransition, useChangeDossierStatus } from '../api/change-dossier-status.ts';
import { useDossierNotifications, useSetDossierMuted } from '../api/dossier-notifications.ts';
import { useRemoveDossierUser } from '../api/remove-dossier-user.ts';
import {
  canAddCounterparty,
  canAddMember,
  canCloseDossier,
  canLeaveDossier,
  canRequestClosure,
  offersAddUser,
  type Viewer,
  waitsForOtherCompany,
} from '../dossier-rules.ts';
import { useClosureAnswers } from '../use-closure-answers.ts';

// The menu's dialogs (forms, member lists) load when first opened: the dossier shows without them.
const AddUserModal = lazy(() => import('./add-user-modal.tsx').then((m) => ({ default: m.AddUserModal })));
const DossierDataModal = lazy(() =>
  import('./dossier-data-modal.tsx').then((m) => ({ default: m.DossierDataModal })),
);
const InviteRelationModal = lazy(() =>
  import('./invite-relation-modal.tsx').then((m) => ({ default: m.InviteRelationModal })),
);

const t = nl.dossiers;

type Dialog = 'invite' | 'add-user' | 'data' | 'leave' | 'request-close' | 'close' | null;

interface DossierHeaderProps {
  dossier: DossierResponse;
  viewer: Viewer;
  data: DossierDataResponse | undefined;
  dataFailed: boolean;
  /** From this breakpoint on the documents are beside the chat; below it this header offers them. */
  documentsHiddenFrom: MantineBreakpoint;
  /** What the side panel holds: 'Documenten', or 'Documenten en facturen' where invoices are beside them. */
  sidePanelTitle: string;
  onOpenDocuments: () => void;
}

/**
 * The status badge: light, its text dark enough for 4.5:1 on the tint (axe). Mantine's orange-9 on orange-1 is
 * 3.6:1, so the close request's text is a darker orange (#9c3a0a, 5.8:1); gray-9 on gray-1 is 14:1.
 */
const STATUS_BADGE = {
  open: { color: 'teal', c: 'teal.9' },
  close_request: { color: 'orange', c: '#9c3a0a' },
  closed: { color: 'gray', c: 'gray.9' },
} as const;

/**
 * Title, counterparties and status, with the dossier menu (SPEC.md sections 2 and 4): only the actions
 * the rules allow for this user and this dossier are offered.
 */
export function DossierHeader(props: DossierHeaderProps) {
  const { dossier, viewer, data, dataFailed, documentsHiddenFrom, sidePanelTitle, onOpenDocuments } = props;
  const [dialog, setDialog] = useState<Dialog>(null);
  const navigate = useNavigate();
  const status = useChangeDossierStatus(dossier.id);
  const answers = useClosureAnswers(dossier.id);
  const remove = useRemoveDossierUser(dossier.id);
  const notifications = useDossierNotifications(dossier.id);
  const setMuted = useSetDossierMuted(dossier.id);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A dialog opened from the menu gives the focus back to the menu's button: the item that opened it is gone.
  const close = () => {
    setDialog(null);
    menuButton.current?.focus();
  };
  const muted = notifications.data?.muted ?? false;

  const toggleMuted = () =>
    setMuted.mutate(!muted, {
      onSuccess: (saved) => toast.success(saved.muted ? t.muted : t.unmuted),
      onError: () => toast.error(t.muteFailed),
    });

  const changeStatus = (transition: StatusTransition) =>
    status.mutate(transition, {
      onSuccess: () => toast.success(transition === 'close' ? t.closed : t.closeRequested),
      onError: () => toast.error(transition === 'close' ? t.closeFailed : t.closeRequestFailed),
      onSettled: close,
    });

  const leave = () =>
    remove.mutate(viewer.id, {
      onSuccess: () => {
        toast.success(t.left);
        close();
        navigate('/app', { replace: true });
      },
      onError: () => {
        toast.error(t.leaveFailed);
        close();
      },
    });

  const mayRequestClosure = canRequestClosure(viewer, dossier);
  const mayClose = canCloseDossier(viewer, dossier);
  // Issue 24: while the other company decides, the company that asked may only withdraw its request.
  const mayWithdraw = waitsForOtherCompany(viewer, dossier);
  const closeLabel = dossier.status === 'close_request' ? t.menu.confirmClose : t.menu.close;
  const mayLeave = data
    ? canLeaveDossier(viewer, dossier, data.users)
    : dataFailed && canLeaveDossier(viewer, dossier, 'unknown');
  const action = (shown: boolean, entry: MenuAction): MenuEntry[] => (shown ? [entry] : []);
  const menuEntries: MenuEntry[] = [
    ...action(canAddCounterparty(viewer, dossier), {
      label: t.menu.addCounterparty,
      onClick: () => setDialog('invite'),
    }),
    ...action(offersAddUser(dossier), { label: t.menu.addUser, onClick: () => setDialog('add-user') }),
    { label: t.menu.details, onClick: () => setDialog('data') },
    ...action(Boolean(notifications.data), {
      label: muted ? t.menu.unmute : t.menu.mute,
      icon: muted ? <IconBell size={16} aria-hidden /> : <IconBellOff size={16} aria-hidden />,
      onClick: toggleMuted,
    }),
    ...(mayRequestClosure || mayClose || mayWithdraw || mayLeave ? ['divider' as const] : []),
    ...action(mayRequestClosure, { label: t.menu.requestClose, onClick: () => setDialog('request-close') }),
    ...action(mayClose, { label: closeLabel, onClick: () => setDialog('close') }),
    ...action(mayWithdraw, { label: t.menu.withdrawCloseRequest, onClick: answers.withdraw }),
    ...action(Boolean(mayLeave), { label: t.menu.leave, danger: true, onClick: () => setDialog('leave') }),
  ];

  return (
    <Box
      component="header"
      px={{ base: 'md', sm: 'xl' }}
      py={6}
      mih={60}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      {/* Issue 25: where the buttons leave the title less than 14rem (a phone), they go to a line of their own. */}
      <Group mih={48} gap="xs" wrap="wrap" justify="space-between">
        {/* One line from the sm breakpoint on; on phones the counterparties go under the title. */}
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'stretch', sm: 'center' }}
          gap={{ base: 0, sm: 'xs' }}
          style={{ minWidth: 0, flex: '1 1 14rem' }}
        >
          {/* The whole title, wrapped (issue 25): a site's dossiers differ in their last words. */}
          <Title order={1} fz={{ base: 'md', sm: 'lg' }} style={{ overflowWrap: 'anywhere' }}>
            {dossier.title}
          </Title>
          <Divider orientation="vertical" h={20} visibleFrom="sm" style={{ alignSelf: 'center' }} />
          {/* The title gives way first; the counterparties keep up to 45% of a wide header. */}
          <Group
            gap="xs"
            wrap="nowrap"
            maw={{ base: '100%', sm: '45%' }}
            style={{ minWidth: 0, flexShrink: 0 }}
          >
            <Text c="dimmed" size="sm" truncate>
              {dossier.counterparty_names.join(', ')}
            </Text>
            {dossier.status === 'open' ? null : (
              <Badge variant="light" {...STATUS_BADGE[dossier.status]} style={{ flexShrink: 0 }}>
                {t.status[dossier.status]}
              </Badge>
            )}
            {muted ? (
              <Badge
                variant="light"
                color="gray"
                leftSection={<IconBellOff size={12} aria-hidden />}
                style={{ flexShrink: 0 }}
              >
                {t.mutedBadge}
              </Badge>
            ) : null}
          </Group>
        </Flex>
        <Group gap={4} wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
          {/* Named in words, not only an icon (issue 25): where the documents are not beside the chat. */}
          <Button
            variant="light"
            leftSection={<IconFiles size={18} aria-hidden />}
            onClick={onOpenDocuments}
            hiddenFrom={documentsHiddenFrom}
          >
            {sidePanelTitle}
          </Button>
          <ActionMenuButton label={t.menu.label} entries={menuEntries} buttonRef={menuButton} />
        </Group>
      </Group>

      <Suspense fallback={null}>
        {dialog === 'invite' ? <InviteRelationModal dossier={dossier} opened onClose={close} /> : null}
        {dialog === 'add-user' ? (
          <AddUserModal
            dossierId={dossier.id}
            opened
            allowed={canAddMember(viewer, dossier)}
            onClose={close}
          />
        ) : null}
        {dialog === 'data' ? (
          <DossierDataModal opened onClose={close} viewer={viewer} data={data} isError={dataFailed} />
        ) : null}
      </Suspense>
      <ConfirmModal
        opened={dialog === 'request-close'}
        title={t.confirm.requestCloseTitle}
        text={t.confirm.requestCloseText}
        confirmLabel={t.menu.requestClose}
        loading={status.isPending}
        onConfirm={() => changeStatus('request-close')}
        onClose={close}
      />
      <ConfirmModal
        opened={dialog === 'close'}
        title={t.confirm.closeTitle}
        text={dossier.status === 'close_request' ? t.confirm.confirmCloseText : t.confirm.closeText}
        confirmLabel={closeLabel}
        loading={status.isPending}
        onConfirm={() => changeStatus('close')}
        onClose={close}
      />
      <ConfirmModal
        opened={dialog === 'leave'}
        title={t.confirm.leaveTitle}
        text={t.confirm.leaveText}
        confirmLabel={t.menu.leave}
        danger
        loading={remove.isPending}
        onConfirm={leave}
        onClose={close}
      />
    </Box>
  );
}
