import { ibanEnding } from '@dossier/contract';
import type { Company } from '../../db/schema.ts';
import { ibanChangedMail } from '../../mail/templates.ts';
import type { LiveEvent } from '../../realtime/events.ts';
import type { Tx } from '../../transact.ts';
import { systemText, writeSystemLine } from '../messages/index.ts';
import { liveAdminsOf } from '../users/index.ts';
import { sharedOpenDossiersOf } from './queries.ts';

type Person = { id: string; first_name: string; last_name: string; email: string };

/**
 * Any new account on a saved profile is announced (also after one was removed, so removing first hides nothing);
 * the profile's first save is not: there was no account in the platform anyone could pay to by habit.
 */
export const ibanChanged = (previous: { iban: string | null } | undefined, next: string | null) =>
  previous !== undefined && next !== null && next !== previous.iban;

/**
 * Says in every open dossier the company shares with another company that its bank account changed (a system line
 * with the new account's last four characters), and mails the admins of those other companies, inside the caller's
 * transaction. Returns the lines' live events.
 */
export async function announceIbanChange(
  { trx, config, queueMail }: Tx,
  input: { company: Company; iban: string; actor: Person; now: Date },
): Promise<LiveEvent[]> {
  const { company, actor, now } = input;
  const ending = ibanEnding(input.iban);
  const dossiers = await sharedOpenDossiersOf(trx, company.id);
  const events: LiveEvent[] = [];
  for (const dossier of dossiers)
    events.push(
      await writeSystemLine(trx, dossier.id, actor, systemText.ibanChanged(company.name, ending), now),
    );

  const otherCompanyIds = [...new Set(dossiers.flatMap((dossier) => dossier.otherCompanyIds))];
  for (const admin of await liveAdminsOf(trx, otherCompanyIds)) {
    const shared = dossiers.filter((dossier) => dossier.otherCompanyIds.includes(admin.company_id));
    await queueMail(
      admin.email,
      ibanChangedMail({
        firstName: admin.first_name,
        companyName: company.name,
        ending,
        dossierTitles: shared.map((dossier) => dossier.title),
        link: `${config.publicUrl}/app`,
      }),
    );
  }
  return events;
}
