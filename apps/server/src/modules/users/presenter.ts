import type { UserResponse } from '@dossier/contract';
import type { Company, User } from '../../db/schema.ts';
import { fullName } from './names.ts';

export function presentUser(
  user: User,
  company: Pick<Company, 'id' | 'name' | 'is_meru_client'>,
): UserResponse {
  return {
    id: user.id,
    role: user.role,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: fullName(user),
    email: user.email,
    company_id: user.company_id,
    company: { id: company.id, name: company.name, is_meru_client: company.is_meru_client },
    created_at: user.created_at.toISOString(),
    status: user.deleted_at ? 'removed' : 'active',
    deleted_at: user.deleted_at?.toISOString() ?? null,
    token_expires_at: user.token_expires_at?.toISOString() ?? null,
  };
}
