import type { BenchDatabase } from './engines.ts';
import {
  type DossierSpec,
  dossierId,
  insertDossiers,
  insertMessages,
  skewedCounts,
} from './seed-dossiers.ts';
import { seedPeople, startSessions } from './seed-people.ts';

export interface DossierDatasetSizes {
  messages: number;
  dossiers: number;
  /** How many dossiers the focus user (user 0) is a member of. */
  focusDossiers: number;
}

export interface DossierDataset {
  sizes: DossierDatasetSizes;
  /** The focus user's bearer token and dossiers (every one with messages, the largest first). */
  focusToken: string;
  focusDossierIds: string[];
  /** Messages per focus dossier, same order. */
  focusCounts: number[];
  seedSeconds: number;
}

const USERS_PER_COMPANY = 4;

/** Dossier sizes at this scale: 1,000,000 messages in 10,000 dossiers and a user in 200 of them at scale 1. */
export const dossierDatasetSizes = (scaled: (size: number, min?: number) => number): DossierDatasetSizes => {
  const dossiers = scaled(10_000, 20);
  return { messages: scaled(1_000_000, 1_000), dossiers, focusDossiers: Math.min(200, dossiers) };
};

/**
 * Companies of four users; dossier i has two companies and three members, and gets a Zipf-like share of the
 * messages (dossier 0 the most). Every (dossiers / focusDossiers)-th dossier belongs to company 0 with user 0 as
 * a member, so the focus user sees large and small dossiers alike.
 */
export async function seedDossierDataset(
  db: BenchDatabase,
  sizes: DossierDatasetSizes,
  options: {
    /** The SQL of a message's text (see insertMessages). */
    messageBody?: string;
    /** `vacuum analyze` at the end, on both engines (the default). */
    analyze?: boolean;
  } = {},
): Promise<DossierDataset> {
  const started = performance.now();
  const companies = Math.max(10, Math.round(sizes.dossiers / 20));
  await seedPeople(db.raw, companies, USERS_PER_COMPANY);
  const step = Math.floor(sizes.dossiers / sizes.focusDossiers);
  const others = companies - 1;
  const specs: DossierSpec[] = [];
  const focus: number[] = [];
  for (let i = 0; i < sizes.dossiers; i += 1) {
    const isFocus = i % step === 0 && focus.length < sizes.focusDossiers;
    if (isFocus) focus.push(i);
    const owner = isFocus ? 0 : 1 + (i % others);
    const other = isFocus ? 1 + ((i / step) % others) : 1 + ((i + 1) % others);
    const first = isFocus ? 0 : i % USERS_PER_COMPANY;
    const second = (first + 1 + (i % 3)) % USERS_PER_COMPANY;
    specs.push({
      index: i,
      companies: [owner, other],
      members: [
        owner * USERS_PER_COMPANY + first,
        owner * USERS_PER_COMPANY + second,
        other * USERS_PER_COMPANY + (i % 4),
      ],
    });
  }
  await insertDossiers(db.raw, specs, USERS_PER_COMPANY);
  const counts = skewedCounts(sizes.dossiers, sizes.messages);
  await insertMessages(
    db.raw,
    specs.map((spec) => spec.index),
    counts,
    options.messageBody,
  );
  // A steady state: PostgreSQL's autovacuum would have analyzed by now; PGlite has none, so it is done for both.
  if (options.analyze ?? true) await db.raw.exec('vacuum analyze');
  const [focusToken] = await startSessions(db.raw, [0]);
  return {
    sizes,
    focusToken,
    focusDossierIds: focus.map(dossierId),
    focusCounts: focus.map((index) => counts[index]),
    seedSeconds: (performance.now() - started) / 1000,
  };
}
