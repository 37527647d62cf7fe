import type { RelationResponse } from '@dossier/contract';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { nl } from '../../i18n/nl.ts';
import { opensWith } from '../../lib/opening-action.ts';
import { toast } from '../../lib/toast.ts';
import { useAcceptRelation } from './api/accept-relation.ts';
import { useRelations } from './api/get-relations.ts';
import { useRejectRelation } from './api/reject-relation.ts';
import { useSetRelationStatus } from './api/set-relation-status.ts';
import { NewRelationModal } from './components/new-relation-modal.tsx';
import { RelationsTable } from './components/relations-table.tsx';

const t = nl.relations;

const headingId = (title: string) => `relations-${title.toLowerCase().replace(/\W+/g, '-')}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = headingId(title);
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {children}
      </Paper>
    </Stack>
  );
}

/** 'Relaties' (admins only): incoming and sent requests when there are any, the accepted relations, 'Nieuwe relatie'. */
export function RelationsPage() {
  const { data, isPending, isError } = useRelations();
  // Opened at once when the first steps' 'Relatie toevoegen' led here (issue 25).
  const [newOpened, newRelation] = useDisclosure(opensWith(useLocation().state, 'new-relation'));
  const accept = useAcceptRelation();
  const reject = useRejectRelation();
  const setStatus = useSetRelationStatus();

  useEffect(() => {
    if (isError) toast.error(t.loadFailed);
  }, [isError]);

  const busy = (relation: RelationResponse) =>
    (accept.isPending && accept.variables === relation.relation_id) ||
    (reject.isPending && reject.variables === relation.relation_id) ||
    (setStatus.isPending && setStatus.variables?.relationId === relation.relation_id);

  const onAccept = (relation: RelationResponse) =>
    accept.mutate(relation.relation_id, {
      onSuccess: () => toast.success(t.added),
      onError: () => toast.error(t.addFailed),
    });

  const onReject = (relation: RelationResponse, done: string) =>
    reject.mutate(relation.relation_id, {
      onSuccess: () => toast.success(done),
      onError: () => toast.error(t.updateFailed),
    });

  const onToggle = (relation: RelationResponse) => {
    const status = relation.status === 'active' ? 'inactive' : 'active';
    setStatus.mutate(
      { relationId: relation.relation_id, status },
      {
        onSuccess: () => toast.success(status === 'active' ? t.activated : t.deactivated),
        onError: () => toast.error(t.updateFailed),
      },
    );
  };

  return (
    <PageLayout
      title={t.title}
      intro={t.intro}
      primaryAction={{ label: t.newRelation, onClick: newRelation.open }}
    >
      {isPending ? <PageLoader /> : null}
      {isError && !data ? (
        <Alert color="red" variant="light">
          {t.loadFailed}
        </Alert>
      ) : null}

      {data && data.pending.length > 0 ? (
        <Section title={t.incoming}>
          <RelationsTable
            labelledBy={headingId(t.incoming)}
            relations={data.pending}
            actions={(relation) => (
              <>
                <Button
                  size="xs"
                  loading={busy(relation)}
                  aria-label={t.acceptLabel(relation.company.name)}
                  onClick={() => onAccept(relation)}
                >
                  {t.accept}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={busy(relation)}
                  aria-label={t.rejectLabel(relation.company.name)}
                  onClick={() => onReject(relation, t.rejected)}
                >
                  {t.reject}
                </Button>
              </>
            )}
          />
        </Section>
      ) : null}

      {data && data.sent.length > 0 ? (
        <Section title={t.sent}>
          <RelationsTable
            labelledBy={headingId(t.sent)}
            relations={data.sent}
            actions={(relation) => (
              <Button
                size="xs"
                variant="default"
                loading={busy(relation)}
                aria-label={t.cancelLabel(relation.company.name)}
                onClick={() => onReject(relation, t.cancelled)}
              >
                {t.cancelRequest}
              </Button>
            )}
          />
        </Section>
      ) : null}

      {data ? (
        <Section title={t.active}>
          {data.accepted.length === 0 ? (
            <Text p="lg" c="dimmed">
              {t.emptyActive}
            </Text>
          ) : (
            <RelationsTable
              labelledBy={headingId(t.active)}
              relations={data.accepted}
              actions={(relation) => (
                <Button
                  size="xs"
                  variant="subtle"
                  loading={busy(relation)}
                  onClick={() => onToggle(relation)}
                >
                  {relation.status === 'active' ? t.deactivate : t.activate}
                </Button>
              )}
            />
          )}
        </Section>
      ) : null}
      <NewRelationModal opened={newOpened} onClose={newRelation.close} />
    </PageLayout>
  );
}
