import type { StoredMessageType } from '@dossier/contract';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { hashPassword } from '../auth/passwords.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connection.ts';
import type { Database, User } from '../db/schema.ts';
import { appendMessage, systemText } from '../modules/messages/index.ts';
import { fullName } from '../modules/users/index.ts';

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

/** Demo companies with an admin and a user each, their relation and a shared dossier, created once; prints the logins. */
export async function seedDemo(db: Db, logger: Logger, clock: Clock): Promise<void> {
  const logins = DEMO_COMPANIES.flatMap((demo) =>
    demo.users.map(
      ([firstName, , role]) => `${emailOf(firstName, demo.name)} / ${DEMO_PASSWORD} (${role}, ${demo.name})`,
    ),
  );
  const seeded = await db
    .selectFrom('companies')
    .select('id')
    .where('registration_number', '=', DEMO_COMPANIES[0].registration_number)
    .executeTakeFirst();
  if (!seeded) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction().execute(async (trx) => {
      const people: User[][] = [];
      for (const demo of DEMO_COMPANIES) {
        const company = await trx
          .insertInto('companies')
          .values({
            name: demo.name,
            registration_number: demo.registration_number,
            city: demo.city,
            is_meru_client: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const users = await trx
          .insertInto('users')
          .values(
            demo.users.map(([firstName, lastName, role]) => ({
              company_id: company.id,
              email: emailOf(firstName, demo.name),
              first_name: firstName,
              last_name: lastName,
              role,
              password_hash: passwordHash,
            })),
          )
          .returningAll()
          .execute();
        people.push(users);
      }
      await seedSharedDossier(trx, people[0]!, people[1]!, clock.now());
    });
  }
  logger.info({ logins }, 'demo data ready');
  // Printed plainly as well: these lines are for the person who ran `npm run demo`.
  process.stdout.write(`\nDemo-logins:\n  ${logins.join('\n  ')}\n\n`);
}

async function seedSharedDossier(trx: Kysely<Database>, supplier: User[], client: User[], now: Date) {
  const [anna, bram] = supplier as [User, User];
  const [carla] = client as [User];
  await trx
    .insertInto('relations')
    .values({
      requester_company_id: anna.company_id,
      target_company_id: carla.company_id,
      status: 'active',
      requested_by_user_id: anna.id,
    })
    .execute();
  const dossier = await trx
    .insertInto('dossiers')
    .values({
      title: 'Levering staalconstructie hal 3',
      owner_company_id: anna.company_id,
      created_by: anna.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('dossier_companies')
    .values(
      [anna.company_id, carla.company_id].map((companyId) => ({
        dossier_id: dossier.id,
        company_id: companyId,
      })),
    )
    .execute();
  await trx
    .insertInto('dossier_users')
    .values(
      [anna, bram, carla].map((user) => ({
        dossier_id: dossier.id,
        user_id: user.id,
        company_id: user.company_id,
      })),
    )
    .execute();
  const say = (user: User, body: string, type: Extract<StoredMessageType, 'user' | 'system'> = 'user') =>
    appendMessage(trx, {
      dossierId: dossier.id,
      sender: { id: user.id, name: fullName(user) },
      type,
      body,
      at: now,
    });
  await say(anna, systemText.created(fullName(anna)), 'system');
  await say(
    anna,
    'Goedemorgen Carla, de tekeningen voor hal 3 staan klaar. Kun je de maatvoering bevestigen?',
  );
  await say(carla, 'Dank je, ik kijk er vandaag naar en kom er voor 16:00 op terug.');
  await say(bram, 'De levering kan volgende week dinsdag, als de bevestiging vóór vrijdag binnen is.');
}
