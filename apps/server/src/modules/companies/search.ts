import { limits } from '@dossier/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Company } from '../../db/schema.ts';

/** How many unordered word or substring matches are ranked; bounds the work for very common words. */
const CANDIDATES_PER_TIER = 200;
const COLUMNS = [
  'id',
  'name',
  'registration_number',
  'city',
  'status',
  'is_meru_client',
  'created_at',
  'search_key',
] as const;

export interface CompanySearch {
  query: string;
  excludeCompanyId: string;
  limit?: number;
}

/** Digits of a registration-number input ('1234 56'), or null when the input is not a number. */
export function registrationNumberPrefix(query: string): string | null {
  if (!/^[\d\s.-]+$/.test(query)) return null;
  const digits = query.replace(/\D/g, '');
  return digits.length >= limits.companySearch.minChars ? digits : null;
}

/**
 * Companies whose name (case- and accent-insensitive) or registration number matches, own company excluded.
 * Ranked: name or number starts with the input, then a word starts with it, then the name contains it.
 * Every tier has its own limit and an index it can use, so common words and 2-character inputs stay cheap:
 * prefixes use the C-collated btree on search_key, word starts and substrings the trigram GIN index
 * (a word-start pattern '% ab%' yields the padded trigrams '  a' and ' ab', so even 2 characters are indexed).
 * Substrings are searched only when the input has a word of 3 characters: shorter ones give no selective trigram.
 * company_search_key(query) is IMMUTABLE, so the planner folds every pattern and condition to a constant.
 */
export function companySearchQuery({
  query,
  excludeCompanyId,
  limit = limits.companySearch.maxResults,
}: CompanySearch) {
  const digits = registrationNumberPrefix(query);
  const key = sql`company_search_key(${query})`;
  const keyIsSearchable = sql`length(${key}) >= ${limits.companySearch.minChars}`;
  return sql<Company>`
    with matches as (
      (select *, 0 as tier from companies
        where ${keyIsSearchable} and search_key like ${key} || '%' and id <> ${excludeCompanyId}
        order by search_key limit ${limit})
      union all
      (select *, 0 as tier from companies
        where ${digits !== null} and registration_number collate "C" like ${digits ?? ''} || '%' and id <> ${excludeCompanyId}
        order by registration_number collate "C" limit ${limit})
      union all
      (select *, 1 as tier from companies
        where ${keyIsSearchable} and search_key like '% ' || ${key} || '%' and id <> ${excludeCompanyId}
        limit ${CANDIDATES_PER_TIER})
      union all
      (select *, 2 as tier from companies
        where ${key} ~ '[a-z0-9]{3}' and search_key like '%' || ${key} || '%' and id <> ${excludeCompanyId}
        limit ${CANDIDATES_PER_TIER})
    )
    select ${sql.join(COLUMNS.map((column) => sql.ref(column)))}
    from (select distinct on (id) * from matches order by id, tier) best
    order by tier, search_key, registration_number
    limit ${limit}`;
}

export async function searchCompanies(db: Db, search: CompanySearch): Promise<Company[]> {
  const { rows } = await companySearchQuery(search).execute(db);
  return rows;
}
