import type { CompanySecurityResponse } from '@dossier/contract';
import type { Actor } from '../../../auth/sessions.ts';
import { notFound } from '../../../http/errors.ts';
import { mayChangeCompanySecurity } from '../../../policies/account-security.ts';
import { authorize } from '../../../policies/decision.ts';
import { type CommandDeps, transact } from '../../../transact.ts';

/** An admin decides whether the company demands a second factor; it applies from each user's next sign-in. */
export async function setCompanySecurity(
  deps: CommandDeps,
  actor: Actor,
  companyId: string,
  require2fa: boolean,
): Promise<CompanySecurityResponse> {
  return transact(deps, async ({ trx }) => {
    const company = await trx
      .selectFrom('companies')
      .select('id')
      .where('id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!company) throw notFound();
    authorize(mayChangeCompanySecurity(actor.user, company.id));
    const updated = await trx
      .updateTable('companies')
      .set({ require_2fa: require2fa })
      .where('id', '=', company.id)
      .returning('require_2fa')
      .executeTakeFirstOrThrow();
    return { result: { require_2fa: updated.require_2fa }, events: [] };
  });
}
