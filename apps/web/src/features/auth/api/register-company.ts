import type { RegisterCompanyRequest } from '@dossier/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/companies/register -> 201; the new admin receives a set-password mail. */
export const registerCompany = (input: RegisterCompanyRequest) =>
  api.post('/api/v1/companies/register', input, { auth: false, answer: 'RegisterCompanyResponse' });

export const useRegisterCompany = () => useMutation({ mutationFn: registerCompany });
