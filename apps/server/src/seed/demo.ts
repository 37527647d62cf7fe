import type { Logger } from 'pino';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/connection.ts';

const DEMO_PASSWORD = 'demo-wachtwoord';

const DEMO_COMPANIES = [
  {
    name: 'Bouwbedrijf De Vries',
    registration_number: '10000001',
    city: 'Utrecht',
    users: [
      ['Anna', 'de Vries', 'admin'],
      ['Bram', 'Jansen', 'user'],
    ],
  },
  {
    name: 'Staalhandel Bakker',
    registration_number: '10000002',
    city: 'Rotterdam',
    users: [
      ['Carla', 'Bakker', 'admin'],
      ['Daan', 'Visser', 'user'],
    ],
  },
] as const;

const emailOf = (firstName: string, companyName: string) =>
  `${firstName.toLowerCase()}@${companyName.split(' ').at(-1)!.toLowerCase()}.demo`;

/** Demo companies and users, created once; prints their logins. */
export async function seedDemo(db: Db, logger: Logger): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const logins: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (const demo of DEMO_COMPANIES) {
      const existing = await trx
        .selectFrom('companies')
        .select('id')
        .where('registration_number', '=', demo.registration_number)
        .executeTakeFirst();
      const company =
        existing ??
        (await trx
          .insertInto('companies')
          .values({
            name: demo.name,
            registration_number: demo.registration_number,
            city: demo.city,
            is_meru_client: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow());
      for (const [firstName, lastName, role] of demo.users) {
        const email = emailOf(firstName, demo.name);
        logins.push(`${email} / ${DEMO_PASSWORD} (${role}, ${demo.name})`);
        if (existing) continue;
        await trx
          .insertInto('users')
          .values({
            company_id: company.id,
            email,
            first_name: firstName,
            last_name: lastName,
            role,
            password_hash: passwordHash,
          })
          .execute();
      }
    }
  });
  logger.info(`Demo-logins:\n  ${logins.join('\n  ')}`);
}
