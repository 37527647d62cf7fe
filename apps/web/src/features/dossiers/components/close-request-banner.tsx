import type { CloseRequest, DossierResponse } from '@dossier/contract';
import { Box, Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { nl } from '../../../i18n/nl.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { canCloseDossier, type Viewer, waitsForOtherCompany } from '../dossier-rules.ts';
import { useClosureAnswers } from '../use-closure-answers.ts';

// The reason dialog of 'Nog niet' loads when it is first opened.
const NotYetModal = lazy(() => import('./not-yet-modal.tsx'));

const t = nl.dossiers.closeRequest;

interface CloseRequestBannerProps {
  dossier: DossierResponse;
  viewer: Viewer;
}

const otherCompanyNames = (dossier: DossierResponse, viewer: Viewer) =>
  dossier.companies
    .filter((company) => company.id !== viewer.company_id)
    .map((company) => company.name)
    .join(', ');

/** Who asked, as the company being asked reads it: 'Anna de Vries (Bouwbedrijf De Vries)', or the company alone. */
const askerOf = (request: CloseRequest) =>
  request.user_name ? t.asker(request.user_name, request.company_name) : request.company_name;

/**
 * A close request in plain sight above the chat (issue 24). The company asked sees who asked and when, with
 * 'Sluiten bevestigen' and 'Nog niet' (a reason is asked); the company that asked sees, quieter, that it waits for
 * the other, with 'Sluitverzoek intrekken'. A guest, who may do neither, sees the status in the header only.
 */
export function CloseRequestBanner({ dossier, viewer }: CloseRequestBannerProps) {
  const [dialog, setDialog] = useState<'confirm' | 'not-yet' | null>(null);
  const answers = useClosureAnswers(dossier.id);
  const request = dossier.close_request;
  if (dossier.status !== 'close_request' || !request) return null;
  const date = formatDate(request.requested_at);
  const close = () => setDialog(null);

  if (waitsForOtherCompany(viewer, dossier)) {
    const others = otherCompanyNames(dossier, viewer);
    const asked =
      request.user_id === viewer.id
        ? t.askedByYou(date)
        : t.askedByColleague(request.user_name ?? request.company_name, date);
    return (
      <Box
        component="section"
        aria-label={t.label}
        px={{ base: 'md', sm: 'xl' }}
        py="xs"
        bg="gray.0"
        style={BORDER}
      >
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="gray.7">
            {asked} {others ? t.waitingFor(others) : t.waitingForUnnamed}
          </Text>
          <Button size="xs" variant="default" loading={answers.cancelling} onClick={answers.withdraw}>
            {t.withdraw}
          </Button>
        </Group>
      </Box>
    );
  }
  if (!canCloseDossier(viewer, dossier)) return null;

  return (
    <Box
      component="section"
      aria-label={t.label}
      px={{ base: 'md', sm: 'xl' }}
      py="sm"
      bg="orange.0"
      style={BORDER}
    >
      <Group justify="space-between" gap="sm">
        <div>
          <Text size="sm" fw={600}>
            {t.askedByOther(askerOf(request), date)}
          </Text>
          <Text size="sm">{t.answerHint}</Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setDialog('not-yet')}>
            {t.notYet}
          </Button>
          <Button size="xs" onClick={() => setDialog('confirm')}>
            {t.confirm}
          </Button>
        </Group>
      </Group>
      <ConfirmModal
        opened={dialog === 'confirm'}
        title={nl.dossiers.confirm.closeTitle}
        text={nl.dossiers.confirm.confirmCloseText}
        confirmLabel={t.confirm}
        loading={answers.closing}
        onConfirm={() => answers.confirmClose(close)}
        onClose={close}
      />
      {dialog === 'not-yet' ? (
        <Suspense fallback={null}>
          <NotYetModal
            askingCompany={request.company_name}
            sending={answers.cancelling}
            onSend={(reason) => answers.decline(reason, close)}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

const BORDER = { borderBottom: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 } as const;
