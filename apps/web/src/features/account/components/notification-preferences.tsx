import {
  type NotificationPreferencesResponse,
  type NotifyMode,
  notifyModes,
  NotificationPreferences as PreferencesSchema,
} from '@dossier/contract';
import { Alert, Button, Paper, Radio, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormError } from '../../../components/form-error.tsx';
import { nl } from '../../../i18n/nl.ts';
import { nlAccount } from '../../../i18n/nl-account.ts';
import { toast } from '../../../lib/toast.ts';
import { labelledResolver } from '../../../lib/validation.ts';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences.ts';
import { timeZoneOptions } from './time-zones.ts';

const t = nlAccount.notifications;
const resolver = labelledResolver(PreferencesSchema, { mode: t.mode, time_zone: t.timeZone });

function hintOf(mode: NotifyMode, delaySeconds: number): string {
  return mode === 'immediate' ? t.modeHints.immediate(nl.common.waitTime(delaySeconds)) : t.modeHints[mode];
}

function PreferencesForm({ saved }: { saved: NotificationPreferencesResponse }) {
  const update = useUpdateNotificationPreferences();
  const zones = useMemo(() => timeZoneOptions(saved.time_zone), [saved.time_zone]);
  const form = useForm({ resolver, defaultValues: { mode: saved.mode, time_zone: saved.time_zone } });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (next) => {
        form.reset({ mode: next.mode, time_zone: next.time_zone });
        toast.success(t.saved);
      },
      onError: () => toast.error(t.saveFailed),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="mode"
          render={({ field }) => (
            <Radio.Group label={t.mode} value={field.value} onChange={(value) => field.onChange(value)}>
              <Stack gap="xs" mt="xs">
                {notifyModes.map((mode) => (
                  <Radio
                    key={mode}
                    value={mode}
                    label={t.modes[mode]}
                    description={hintOf(mode, saved.delay_seconds)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Controller
          control={form.control}
          name="time_zone"
          render={({ field }) => (
            <Select
              label={t.timeZone}
              placeholder={t.timeZonePlaceholder}
              data={zones}
              searchable
              allowDeselect={false}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors.time_zone?.message}
              maw={360}
            />
          )}
        />
        {saved.reply_by_mail ? (
          <Alert variant="light" color="brand" icon={<IconMailForward aria-hidden />}>
            {t.replyByMail}
          </Alert>
        ) : null}
        <FormError message={errors.mode?.message} />
        <Button type="submit" w="fit-content" loading={update.isPending} disabled={!isDirty}>
          {t.save}
        </Button>
      </Stack>
    </form>
  );
}

/** 'Meldingen per e-mail' on the account screen: when to hear of unread messages, and the digest's time zone. */
export function NotificationPreferences() {
  const titleId = useId();
  const preferences = useNotificationPreferences();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={titleId}>
            {t.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
        </Stack>
        {preferences.isPending ? <Skeleton h={160} aria-label={nl.common.loading} /> : null}
        {preferences.isError ? <FormError message={t.loadFailed} /> : null}
        {preferences.data ? <PreferencesForm saved={preferences.data} /> : null}
      </Stack>
    </Paper>
  );
}
