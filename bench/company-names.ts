/** Reproducible, Dutch-looking company rows for the search benchmark: shared words, accents, digits, legal forms. */

const TRADES = [
  'Bouwbedrijf',
  'Aannemersbedrijf',
  'Installatiebedrijf',
  'Transport',
  'Transportbedrijf',
  'Logistiek',
  'Expeditie',
  'Timmerbedrijf',
  'Schildersbedrijf',
  'Dakdekkersbedrijf',
  'Grondverzet',
  'Staalbouw',
  'Metaalbewerking',
  'Machinefabriek',
  'Elektrotechniek',
  'Loodgietersbedrijf',
  'Betonbouw',
  'Infra',
  'Koeltechniek',
  'Houthandel',
  'Bouwmaterialen',
  'Verhuur',
  'Coöperatie',
  'Café',
  'Hôtel',
  'Ingenieursbureau',
];
const SURNAMES = [
  'de Vries',
  'Jansen',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'van der Linden',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'van den Heuvel',
  'van der Veen',
  'van den Broek',
  'Müller',
  'Çelik',
  "D'Hondt",
  'Schröder',
  'Hoëvenaars',
  'Ruijs',
];
const SUFFIXES = [
  'B.V.',
  'BV',
  'V.O.F.',
  '& Zn.',
  'Holding B.V.',
  'Groep',
  'en Zonen',
  'Nederland B.V.',
  '',
  '',
  '',
];
const SYLLABLES = [
  'ka',
  'vo',
  'ro',
  'mi',
  'tel',
  'bra',
  'zen',
  'dor',
  'lux',
  'quin',
  'ex',
  'sta',
  'nor',
  'ver',
  'ax',
  'tri',
];
export const CITIES = [
  'Amsterdam',
  'Rotterdam',
  "'s-Hertogenbosch",
  'Utrecht',
  'Eindhoven',
  'Groningen',
  'Tilburg',
  'Almere',
  'Breda',
  'Nijmegen',
  'Zwolle',
  'Leeuwarden',
  'Maastricht',
  'Den Haag',
  'Enschede',
  'Apeldoorn',
];

/** mulberry32: a tiny seeded generator, so every run benchmarks the same rows. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

function brandName(random: () => number): string {
  const length = 2 + Math.floor(random() * 2);
  const word = Array.from({ length }, () => pick(random, SYLLABLES)).join('');
  return word[0].toUpperCase() + word.slice(1);
}

function companyName(random: () => number): string {
  const shape = random();
  const suffix = pick(random, SUFFIXES);
  let name: string;
  if (shape < 0.45) name = `${pick(random, TRADES)} ${pick(random, SURNAMES)}`;
  else if (shape < 0.7) name = `${pick(random, SURNAMES)} ${pick(random, TRADES)}`;
  else if (shape < 0.9) name = `${brandName(random)} ${pick(random, TRADES)}`;
  else name = `${brandName(random)}${Math.floor(random() * 1000)} ${pick(random, CITIES)}`;
  return `${name} ${suffix}`.trim();
}

/** Unique 8-digit numbers: a multiplier coprime with 90,000,000 permutes the range. */
export const registrationNumberAt = (index: number) =>
  String(10_000_000 + ((index * 104_729 + 12_345) % 90_000_000));

export interface SeedCompany {
  name: string;
  registration_number: string;
  city: string;
  is_meru_client: boolean;
}

export function* companyRows(count: number, seed = 20_261_122): Generator<SeedCompany> {
  const random = seededRandom(seed);
  for (let index = 0; index < count; index += 1) {
    yield {
      name: companyName(random),
      registration_number: registrationNumberAt(index),
      city: pick(random, CITIES),
      is_meru_client: random() < 0.3,
    };
  }
}
