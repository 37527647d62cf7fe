import { InviteUserRequest } from '@dossier/contract';
import { Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { nl } from '../../../i18n/nl.ts';
import { serverMessageOr, statusOf } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { labelledResolver } from '../../../lib/validation.ts';
import { useInviteUser } from '../api/invite-user.ts';

const t = nl.users.invite;
const LABELS = { first_name: t.firstName, last_name: t.lastName, email: t.email, role: t.role } as const;
const FIELDS = Object.keys(LABELS) as (keyof typeof LABELS)[];
const resolver = labelledResolver(InviteUserRequest, LABELS);
const DEFAULTS = { first_name: '', last_name: '', email: '', role: 'user' as const };
const ROLE_OPTIONS = [
  { value: 'user', label: nl.roles.user },
  { value: 'admin', label: nl.roles.admin },
];

/** 'Nieuwe gebruiker': invites a colleague by e-mail with the role Gebruiker or Beheerder. */
export function InviteUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const invite = useInviteUser();
  const form = useForm({ resolver, defaultValues: DEFAULTS });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset(DEFAULTS);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await invite.mutateAsync(input);
    } catch (error) {
      if (statusOf(error) === 422) applyServerErrors(error, form.setError, FIELDS, t.failed);
      else toast.error(serverMessageOr(error, t.failed), { title: nl.users.addFailed });
      return;
    }
    // SPEC.md section 8 (Users): the colleague is in the list now, and the mail is on its way.
    toast.success(t.sent(input.email), { title: nl.users.added });
    close();
  });

  return (
    <Modal opened={opened} onClose={close} title={t.title} size="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
          <FormError message={errors.root?.server?.message} />
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label={t.firstName}
              autoComplete="off"
              error={errors.first_name?.message}
              {...form.register('first_name')}
            />
            <TextInput
              label={t.lastName}
              autoComplete="off"
              error={errors.last_name?.message}
              {...form.register('last_name')}
            />
          </Group>
          <TextInput
            label={t.email}
            type="email"
            autoComplete="off"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <NativeSelect
            label={t.role}
            data={ROLE_OPTIONS}
            error={errors.role?.message}
            {...form.register('role')}
          />
          <FormActions submitLabel={t.submit} loading={isSubmitting} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
