import { z } from 'zod';
import { CompanyResponse } from './accounts.ts';
import { boundedText, Id, RegistrationNumber, Timestamp } from './common.ts';
import { RelationStatus } from './enums.ts';
import { limits } from './limits.ts';

/** GET /app/relations/search?q=: a name (any case, with or without accents) or a registration number. */
export const CompanySearchQuery = z.object({
  q: z.string().trim().min(limits.companySearch.minChars).max(limits.companyName.max),
});
export type CompanySearchQuery = z.infer<typeof CompanySearchQuery>;

export const CompanySearchResponse = z.array(CompanyResponse).max(limits.companySearch.maxResults);

/** POST /api/v1/companies: an external party, never a client of the product. */
export const RegisterExternalCompanyRequest = z.object({
  name: boundedText(limits.companyName.min, limits.companyName.max),
  registration_number: RegistrationNumber,
  city: z
    .string()
    .trim()
    .max(limits.city.max)
    .nullish()
    .transform((city) => city || null),
  /** Accepted for the original client; an external company is always active. */
  status: z.literal('active').optional(),
  /** Accepted for the original client and ignored: only registration makes a client of the product. */
  is_meru_client: z.boolean().optional(),
});
export type RegisterExternalCompanyRequest = z.infer<typeof RegisterExternalCompanyRequest>;

/** One relation as the asking company sees it: `company` is always the other side. */
export const RelationResponse = z.object({
  relation_id: Id,
  status: RelationStatus,
  company: CompanyResponse,
  created_at: Timestamp,
});
export type RelationResponse = z.infer<typeof RelationResponse>;

/** accepted: active and inactive relations; pending: requests to us; sent: our requests still open. */
export const RelationsResponse = z.object({
  accepted: z.array(RelationResponse),
  pending: z.array(RelationResponse),
  sent: z.array(RelationResponse),
});
export type RelationsResponse = z.infer<typeof RelationsResponse>;

export const CreateRelationRequest = z.object({
  company_2_id: Id,
  /** Accepted for the original client and ignored: the server decides (pending for a client, active for an external). */
  status: RelationStatus.optional(),
});
export type CreateRelationRequest = z.infer<typeof CreateRelationRequest>;

export const PatchRelationRequest = z.object({ status: z.enum(['active', 'inactive']) });
export type PatchRelationRequest = z.infer<typeof PatchRelationRequest>;
