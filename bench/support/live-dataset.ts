import type { BenchDatabase } from './engines.ts';
import { type DossierSpec, dossierId, insertDossiers } from './seed-dossiers.ts';
import { seedPeople, startSessions } from './seed-people.ts';

export interface LiveDataset {
  /** Bearer tokens, one per user; user i's socket is client socket i. */
  tokens: string[];
  /** The dossier whose members are users 0..bigMembers-1. */
  bigDossierId: string;
  /** Users 0..9 of the last block of ten, members of a dossier of ten. */
  smallDossierId: string;
  smallMembers: number[];
}

const USERS_PER_COMPANY = 500;
const MEMBERSHIPS_PER_USER = 5;

/**
 * `users` signed-in users, each a member of five five-person dossiers (so the hub indexes them as in real use), a
 * dossier with the first `bigMembers` users and a dossier of ten among the last users.
 */
export async function seedLiveDataset(
  db: BenchDatabase,
  users: number,
  bigMembers: number,
): Promise<LiveDataset> {
  const companies = Math.ceil(users / USERS_PER_COMPANY);
  await seedPeople(db.raw, companies, USERS_PER_COMPANY);
  const companyOf = (user: number) => Math.floor(user / USERS_PER_COMPANY);
  const partiesOf = (members: number[]) => [...new Set(members.map(companyOf))];
  const bigMemberList = Array.from({ length: bigMembers }, (_, user) => user);
  const smallMembers = Array.from({ length: 10 }, (_, k) => users - 10 + k);
  const specs: DossierSpec[] = [
    { index: 0, companies: partiesOf(bigMemberList), members: bigMemberList },
    { index: 1, companies: partiesOf(smallMembers), members: smallMembers },
  ];
  const stride = Math.floor(users / MEMBERSHIPS_PER_USER);
  for (let j = 0; j < users; j += 1) {
    const members = Array.from({ length: MEMBERSHIPS_PER_USER }, (_, k) => (j + k * stride) % users);
    specs.push({ index: 2 + j, companies: partiesOf(members), members: [...new Set(members)] });
  }
  await insertDossiers(db.raw, specs, USERS_PER_COMPANY);
  const tokens = await startSessions(
    db.raw,
    Array.from({ length: users }, (_, user) => user),
  );
  await db.raw.exec('vacuum analyze');
  return { tokens, bigDossierId: dossierId(0), smallDossierId: dossierId(1), smallMembers };
}
