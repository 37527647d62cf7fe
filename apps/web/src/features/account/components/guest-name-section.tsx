import { GuestNameRequest, type UserResponse } from '@dossier/contract';
import { Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { nlGuests } from '../../../i18n/nl-guests.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { labelledResolver } from '../../../lib/validation.ts';
import { useChangeOwnName } from '../api/own-name.ts';

const t = nlGuests.rename;
const LABELS = { first_name: nlGuests.name.firstName, last_name: nlGuests.name.lastName } as const;
const FIELDS = Object.keys(LABELS) as (keyof typeof LABELS)[];
const resolver = labelledResolver(GuestNameRequest, LABELS);

/** A guest's 'Naam wijzigen' (issue 25): the name they gave on their first visit, changed here. */
export function GuestNameSection({ user }: { user: UserResponse }) {
  const [editing, setEditing] = useState(false);
  const change = useChangeOwnName(user.id);
  const titleId = useId();
  const defaults = { first_name: user.first_name, last_name: user.last_name };
  const form = useForm({ resolver, defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;

  const open = () => {
    form.reset(defaults);
    setEditing(true);
  };
  const onSubmit = form.handleSubmit(async (name) => {
    try {
      await change.mutateAsync(name);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS, nlGuests.name.failed);
      return;
    }
    toast.success(t.saved);
    setEditing(false);
  });

  if (!editing)
    return (
      <Button variant="default" w="fit-content" onClick={open}>
        {t.button}
      </Button>
    );
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Title order={2} fz="lg" id={titleId}>
            {t.title}
          </Title>
          <FormError message={errors.root?.server?.message} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={LABELS.first_name}
              autoComplete="given-name"
              required
              error={errors.first_name?.message}
              {...form.register('first_name')}
            />
            <TextInput
              label={LABELS.last_name}
              autoComplete="family-name"
              required
              error={errors.last_name?.message}
              {...form.register('last_name')}
            />
          </SimpleGrid>
          <FormActions submitLabel={t.save} loading={isSubmitting} onCancel={() => setEditing(false)} />
        </Stack>
      </form>
    </Paper>
  );
}
