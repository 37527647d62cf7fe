import type { CompanyResponse } from '@dossier/contract';
import { Anchor, Badge, Modal, Paper, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { nl } from '../../../i18n/nl.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateRelation } from '../api/create-relation.ts';
import {
  companyDetails,
  externalCompanyDraft,
  pickedCompanyLabel,
  relationCreatedToast,
} from '../relation-view.ts';
import { CompanyAutocomplete } from './company-autocomplete.tsx';
import { ExternalCompanyForm } from './external-company-form.tsx';

const t = nl.relations;

function PickedCompany({ company }: { company: CompanyResponse }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="picked-company">
      <Stack gap={6} align="flex-start">
        <Text fw={600}>{company.name}</Text>
        <Text size="sm" c="dimmed">
          {companyDetails(company)}
        </Text>
        <Badge
          variant={company.is_meru_client ? 'filled' : 'light'}
          color={company.is_meru_client ? 'brand' : 'gray'}
        >
          {pickedCompanyLabel(company)}
        </Badge>
        <Text size="sm">{company.is_meru_client ? t.modal.requestHint : t.modal.externalHint}</Text>
      </Stack>
    </Paper>
  );
}

/**
 * 'Nieuwe relatie': pick a company with the autocomplete and add it (a request to a client of the product,
 * an active relation with an external party), or register a not-yet-known external company and add that.
 */
export function NewRelationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const createRelation = useCreateRelation();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<CompanyResponse | null>(null);
  const [registering, setRegistering] = useState(false);
  const [pickError, setPickError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();

  const close = () => {
    setQuery('');
    setPicked(null);
    setRegistering(false);
    setPickError(undefined);
    setFormError(undefined);
    onClose();
  };

  const addRelationWith = async (company: CompanyResponse) => {
    try {
      const relation = await createRelation.mutateAsync(company);
      toast.success(relationCreatedToast(relation));
      close();
    } catch (error) {
      toast.error(t.addFailed);
      // A just-registered company stays picked, so trying again does not register it twice.
      setPicked(company);
      setQuery(company.name);
      setRegistering(false);
      setFormError(serverMessageOr(error, t.addFailed));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setPickError(t.modal.companyRequired);
      return;
    }
    await addRelationWith(picked);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={registering ? t.modal.registerExternal : t.newRelation}
      size="md"
    >
      {registering ? (
        <ExternalCompanyForm
          draft={externalCompanyDraft(query)}
          onRegistered={addRelationWith}
          onBack={() => setRegistering(false)}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t.newRelation}>
          <Stack gap="md">
            {/* Above the search, so the open result list never covers it. */}
            <Text size="sm" c="dimmed">
              {t.modal.notListed}{' '}
              <Anchor component="button" type="button" size="sm" onClick={() => setRegistering(true)}>
                {t.modal.registerExternal}
              </Anchor>
            </Text>
            <FormError message={formError} />
            <CompanyAutocomplete
              query={query}
              error={pickError}
              onQueryChange={(value) => {
                setQuery(value);
                setPicked(null);
                setPickError(undefined);
                setFormError(undefined);
              }}
              onPick={(company) => {
                setPicked(company);
                setQuery(company.name);
                setPickError(undefined);
              }}
            />
            {picked ? <PickedCompany company={picked} /> : null}
            <FormActions submitLabel={t.modal.submit} loading={createRelation.isPending} onCancel={close} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
