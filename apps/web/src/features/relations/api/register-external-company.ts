import type { RegisterExternalCompanyRequest } from '@dossier/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/companies: registers an external party (never a client of the product). */
export const registerExternalCompany = (input: RegisterExternalCompanyRequest) =>
  api.post(
    '/api/v1/companies',
    { ...input, status: 'active', is_meru_client: false },
    { answer: 'CompanyResponse' },
  );

export const useRegisterExternalCompany = () => useMutation({ mutationFn: registerExternalCompany });
