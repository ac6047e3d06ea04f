import type { Random } from './random.ts';

const FIRST = [
  'The',
  'Daily',
  'Deep',
  'Late Night',
  'Morning',
  'Weekend',
  'Curious',
  'Hidden',
  'Modern',
  'Little',
  'Open',
  'Quiet',
];
const TOPIC = [
  'History',
  'Science',
  'Startup',
  'Garden',
  'Kitchen',
  'Cinema',
  'Running',
  'Money',
  'Jazz',
  'Design',
  'Travel',
  'Chess',
  'Football',
  'Poetry',
  'Space',
  'Health',
  'Comedy',
  'Parenting',
  'Code',
  'Ocean',
  'Crime',
  'Book',
  'Climate',
  'Music',
];
const FORM = [
  'Hour',
  'Show',
  'Podcast',
  'Talk',
  'Hours',
  'Digest',
  'Club',
  'Files',
  'Radio',
  'Notes',
  'Stories',
  'Lab',
];
const HOST_FIRST = [
  'Ada',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Femi',
  'Grace',
  'Hugo',
  'Iris',
  'Jonas',
  'Kira',
  'Luca',
  'Mina',
  'Noah',
  'Olga',
  'Priya',
];
const HOST_LAST = [
  'Park',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Nakamura',
  'Silva',
  'Novak',
  'Haddad',
  'Larsen',
  'Moreau',
  'Reyes',
  'Walsh',
];

export type CatalogueShow = { apple_id: number; name: string; full_name: string; description: string };

/** An Apple-podcast-like catalogue: `count` distinct shows with stable ids from 1,500,000,000 up. */
export function buildCatalogue(random: Random, count: number): CatalogueShow[] {
  const shows: CatalogueShow[] = [];
  const seen = new Set<string>();
  for (let i = 0; shows.length < count; i++) {
    let name = `${random.pick(FIRST)} ${random.pick(TOPIC)} ${random.pick(FORM)}`;
    if (seen.has(name)) name = `${name} ${i}`;
    seen.add(name);
    const host = `${random.pick(HOST_FIRST)} ${random.pick(HOST_LAST)}`;
    shows.push({
      apple_id: 1_500_000_000 + shows.length * 7919,
      name,
      full_name: host,
      description:
        `${name} is a weekly conversation hosted by ${host} about ${name.split(' ').slice(-2, -1)[0]?.toLowerCase() ?? 'life'}, ` +
        'with guests from around the world, practical advice and stories you will want to share. ' +
        'New episodes every week, each between thirty and sixty minutes long.',
    });
  }
  return shows;
}
