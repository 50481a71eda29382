import {
  type CountryGenerator,
  type GeneratedCompany,
  type RegisterStatus,
  type RowContext,
  UniqueSeries,
  houseNumber,
  padded,
  registrationDate,
} from './company-row.js';
import { type RandomStream, type Weighted, weightedTable } from './random.js';

/**
 * United Kingdom (Companies House): 8-character company numbers, a 2-character prefix and 6
 * digits: digits for England and Wales ("01234567"), SC Scotland, NI Northern Ireland, OC and SO
 * limited liability partnerships. Names in capitals as the register shows them.
 */

interface Jurisdiction {
  prefix: string;
  llp: boolean;
  places: readonly (readonly [city: string, postcodeArea: string])[];
}

const ENGLAND: Jurisdiction['places'] = [
  ['London', 'EC'],
  ['London', 'SW'],
  ['London', 'W'],
  ['London', 'N'],
  ['London', 'E'],
  ['Manchester', 'M'],
  ['Birmingham', 'B'],
  ['Leeds', 'LS'],
  ['Bristol', 'BS'],
  ['Liverpool', 'L'],
  ['Sheffield', 'S'],
  ['Cardiff', 'CF'],
  ['Nottingham', 'NG'],
  ['Leicester', 'LE'],
  ['Reading', 'RG'],
  ['Cambridge', 'CB'],
  ['Oxford', 'OX'],
  ['Newcastle upon Tyne', 'NE'],
  ['Brighton', 'BN'],
  ['Southampton', 'SO'],
];
const SCOTLAND: Jurisdiction['places'] = [
  ['Edinburgh', 'EH'],
  ['Glasgow', 'G'],
  ['Aberdeen', 'AB'],
  ['Dundee', 'DD'],
];
const NORTHERN_IRELAND: Jurisdiction['places'] = [
  ['Belfast', 'BT'],
  ['Londonderry', 'BT'],
];

const j = (prefix: string, places: Jurisdiction['places'], llp = false): Jurisdiction => ({
  prefix,
  llp,
  places,
});

/** England and Wales spread over the leading digit pairs of their numbers, so no series is too heavy. */
const JURISDICTIONS: readonly Weighted<Jurisdiction>[] = [
  ...['02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15'].map(
    (prefix): Weighted<Jurisdiction> => [j(prefix, ENGLAND), 6],
  ),
  [j('SC', SCOTLAND), 8],
  [j('NI', NORTHERN_IRELAND), 3],
  [j('OC', ENGLAND, true), 4],
  [j('SO', SCOTLAND, true), 1],
];

export const ENGLISH_WORDS = [
  'Northern',
  'Southern',
  'Eastern',
  'Western',
  'Royal',
  'Premier',
  'Global',
  'United',
  'Atlantic',
  'Pennine',
  'Thames',
  'Highland',
  'Crown',
  'Oak',
  'Riverside',
  'Greenfield',
  'Silverstone',
  'Blue Sky',
  'Red Kite',
  'Albion',
  'Castle',
  'Harbour',
  'Summit',
  'Meridian',
  'Phoenix',
  'Sterling',
  'Kingsway',
  'Westfield',
  'Ashford',
  'Brookside',
  'Evergreen',
  'Lionheart',
  'Granite',
  'Orchard',
  'Beacon',
];
export const ENGLISH_NOUNS = [
  'Trading',
  'Holdings',
  'Consulting',
  'Properties',
  'Logistics',
  'Engineering',
  'Solutions',
  'Services',
  'Developments',
  'Investments',
  'Construction',
  'Estates',
  'Ventures',
  'Capital',
  'Partners',
  'Technologies',
  'Foods',
  'Motors',
  'Design',
  'Media',
  'Care',
  'Energy',
  'Group',
  'Systems',
  'Supplies',
  'Imports',
];
const SURNAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Wright',
  'Robinson',
  'Thompson',
  'Evans',
  'Walker',
  'Khan',
  'Hughes',
  'Clarke',
  'Green',
  'Hall',
  'Wood',
];

/** An English company name without its legal form: "Northern Trading", "Patel & Sons", "Phoenix Capital (UK)". */
export function englishCompanyName(random: RandomStream): string {
  const pattern = random.below(100);
  if (pattern < 60) return `${random.pick(ENGLISH_WORDS)} ${random.pick(ENGLISH_NOUNS)}`;
  if (pattern < 75) return `${random.pick(SURNAMES)} ${random.pick(ENGLISH_NOUNS)}`;
  if (pattern < 85)
    return `${random.pick(SURNAMES)} & ${random.pick(['Sons', 'Partners', 'Co', random.pick(SURNAMES)])}`;
  if (pattern < 95) return `${random.pick(ENGLISH_WORDS)} ${random.pick(ENGLISH_NOUNS)} (UK)`;
  return `${random.pick(ENGLISH_WORDS)} ${random.pick(ENGLISH_NOUNS)} & ${random.pick(['Media', 'Design', 'Property', 'Marketing', 'Finance'])}`;
}

export const ENGLISH_STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Victoria Road',
  'King Street',
  'Queen Street',
  'Park Road',
  'Mill Lane',
  'London Road',
  'The Green',
  'Market Place',
  'Castle Street',
  'Bridge Street',
  'New Road',
  'Albert Road',
  'George Street',
  'Manor Road',
  'Kingsway',
];

const POSTCODE_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

function ukAddress(random: RandomStream, jurisdiction: Jurisdiction): string {
  const [city, area] = random.pick(jurisdiction.places);
  const inward = `${random.below(10)}${POSTCODE_LETTERS[random.below(20)]}${POSTCODE_LETTERS[random.below(20)]}`;
  const premises = random.chance(0.25)
    ? `${random.pick(['Suite', 'Unit', 'Flat', 'Office'])} ${random.between(1, 40)}, `
    : '';
  return `${premises}${houseNumber(random)} ${random.pick(ENGLISH_STREETS)}, ${city}, ${area}${random.between(1, 20)} ${inward}`;
}

const STATUSES = weightedTable<RegisterStatus>([
  [['Active', 'active'], 820],
  [['Dissolved', 'dissolved'], 125],
  [['Liquidation', 'liquidating'], 25],
  [['Active - Proposal to Strike off', 'active'], 18],
  [['Administration', 'other'], 6],
  [['Voluntary Arrangement', 'other'], 6],
]);

export function unitedKingdom(): CountryGenerator {
  const series = new UniqueSeries(JURISDICTIONS, 6);
  return {
    code: 'GB',
    row({ index, random, key }: RowContext): GeneratedCompany {
      const { series: jurisdiction, number } = series.at(index, key);
      const base = englishCompanyName(random).toUpperCase();
      const plc = !jurisdiction.llp && random.chance(0.01);
      const [name, shortName, legalForm] = jurisdiction.llp
        ? [`${base} LLP`, `${base} LLP`, 'LLP']
        : plc
          ? [`${base} PLC`, `${base} PLC`, 'PLC']
          : [random.chance(0.6) ? `${base} LIMITED` : `${base} LTD`, `${base} LTD`, 'LTD'];
      const [status, statusCode] = random.pick(STATUSES);
      return {
        country_code: 'GB',
        register_code: 'companies-house',
        register_id: jurisdiction.prefix + padded(number, 6),
        inn: null,
        ogrn: null,
        kpp: null,
        name,
        short_name: shortName,
        status,
        status_code: statusCode,
        legal_form: legalForm,
        address: ukAddress(random, jurisdiction),
        registered_on: registrationDate(random, jurisdiction.llp ? 2001 : 1950),
      };
    },
  };
}
