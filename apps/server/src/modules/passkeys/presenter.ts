import type { PasskeyInfo } from '@dossier/contract';
import type { Selectable } from 'kysely';
import type { PasskeysTable } from '../../db/schema.ts';

export const presentPasskey = (passkey: Selectable<PasskeysTable>): PasskeyInfo => ({
  id: passkey.id,
  name: passkey.name,
  created_at: passkey.created_at.toISOString(),
  last_used_at: passkey.last_used_at?.toISOString() ?? null,
});
