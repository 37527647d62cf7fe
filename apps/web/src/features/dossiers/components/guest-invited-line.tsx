import type { TokenValidateResponse } from '@dossier/contract';
import { Text } from '@mantine/core';
import { nlGuests } from '../../../i18n/nl-guests.ts';
import { formatDate } from '../../../lib/format-date.ts';

/** Above a guest's chat: who invited them and until when their access runs (issue 25). Nothing for a colleague. */
export function GuestInvitedLine({ access }: { access: TokenValidateResponse | undefined }) {
  if (!access?.invited_by) return null;
  const until = access.expires_at ? formatDate(access.expires_at) : null;
  return (
    <Text
      size="sm"
      c="dimmed"
      px="md"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      {nlGuests.invitedBy(access.invited_by, until)}
    </Text>
  );
}
