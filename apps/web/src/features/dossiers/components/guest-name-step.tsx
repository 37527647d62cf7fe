import { GuestNameRequest } from '@dossier/contract';
import { Box, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form-error.tsx';
import { nlGuests } from '../../../i18n/nl-guests.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { labelledResolver } from '../../../lib/validation.ts';
import { useSetGuestName } from '../api/set-guest-name.ts';

const t = nlGuests.name;
const LABELS = { first_name: t.firstName, last_name: t.lastName } as const;
const FIELDS = Object.keys(LABELS) as (keyof typeof LABELS)[];
const resolver = labelledResolver(GuestNameRequest, LABELS);

/**
 * 'Hoe heet u?' (issue 25): on a guest's first visit, before the dossier opens. Once the name is saved the access
 * check no longer asks for it and the dossier opens; the other members see the name at once.
 */
export default function GuestNameStep({ userId }: { userId: string }) {
  const save = useSetGuestName(userId);
  const titleId = useId();
  const form = useForm({ resolver, defaultValues: { first_name: '', last_name: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (name) => {
    try {
      await save.mutateAsync(name);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS, t.failed);
    }
  });

  return (
    <Box p={{ base: 'md', sm: 'xl' }} style={{ display: 'flex', justifyContent: 'center' }}>
      <Paper withBorder radius="md" p="lg" maw={480} w="100%">
        <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
          <Stack gap="md">
            <Title order={1} fz="h3" id={titleId}>
              {t.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t.intro}
            </Text>
            <FormError message={errors.root?.server?.message} />
            {/* Side by side where there is room, one under the other on a phone. */}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t.firstName}
                autoComplete="given-name"
                required
                data-autofocus
                error={errors.first_name?.message}
                {...form.register('first_name')}
              />
              <TextInput
                label={t.lastName}
                autoComplete="family-name"
                required
                error={errors.last_name?.message}
                {...form.register('last_name')}
              />
            </SimpleGrid>
            <Button type="submit" loading={isSubmitting}>
              {t.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
