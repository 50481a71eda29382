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
 * Germany (Handelsregister): each local court numbers its own HRB (capital companies: GmbH, UG,
 * AG) and HRA (partnerships and sole traders: KG, GmbH & Co. KG, e.K., OHG) entries, so the register
 * number is the court with the section and number ("Amtsgericht München HRB 123456"), unique in
 * the country. Berlin numbers carry the court's " B".
 */

interface Court {
  court: string;
  city: string;
  postcode: string;
  section: 'HRA' | 'HRB';
}

const COURTS: readonly (readonly [court: string, city: string, postcode: string, weight: number])[] = [
  ['Charlottenburg (Berlin)', 'Berlin', '1', 3],
  ['München', 'München', '8', 3],
  ['Hamburg', 'Hamburg', '2', 3],
  ['Frankfurt am Main', 'Frankfurt am Main', '60', 2],
  ['Köln', 'Köln', '50', 2],
  ['Düsseldorf', 'Düsseldorf', '40', 2],
  ['Stuttgart', 'Stuttgart', '70', 2],
  ['Hannover', 'Hannover', '30', 1],
  ['Leipzig', 'Leipzig', '04', 1],
  ['Dresden', 'Dresden', '01', 1],
  ['Nürnberg', 'Nürnberg', '90', 1],
  ['Bremen', 'Bremen', '28', 1],
  ['Essen', 'Essen', '45', 1],
  ['Dortmund', 'Dortmund', '44', 1],
  ['Mannheim', 'Mannheim', '68', 1],
];

/** Four HRB entries for each HRA entry, as in the register. */
const SERIES: readonly Weighted<Court>[] = COURTS.flatMap(([court, city, postcode, weight]) => [
  [{ court, city, postcode, section: 'HRB' }, weight * 4] as const,
  [{ court, city, postcode, section: 'HRA' }, weight] as const,
]);

const CAPITAL_FORMS = weightedTable<string>([
  ['GmbH', 85],
  ['UG (haftungsbeschränkt)', 11],
  ['AG', 4],
]);
const PARTNERSHIP_FORMS = weightedTable<string>([
  ['GmbH & Co. KG', 55],
  ['KG', 15],
  ['e.K.', 25],
  ['OHG', 5],
]);

const PREFIXES = [
  'Nord',
  'Süd',
  'West',
  'Ost',
  'Rhein',
  'Elbe',
  'Alpen',
  'Main',
  'Hansa',
  'Spree',
  'Isar',
  'Bavaria',
  'Euro',
  'Inter',
  'Neckar',
  'Weser',
  'Schwarzwald',
  'Ruhr',
  'Mosel',
  'Donau',
  'Ostsee',
  'Taunus',
];
const TRADES = [
  'Bau',
  'Logistik',
  'Immobilien',
  'Handel',
  'Technik',
  'Consulting',
  'Beteiligungs',
  'Maschinenbau',
  'Verwaltungs',
  'Software',
  'Service',
  'Energie',
  'Transport',
  'Medien',
  'Systeme',
  'Holding',
  'Vertrieb',
  'Elektrotechnik',
  'Metallbau',
  'Spedition',
  'Dienstleistungs',
  'Hausverwaltung',
  'Solartechnik',
];
const SURNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Braun',
  'Zimmermann',
  'Krüger',
  'Hartmann',
];
const STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Schillerstraße',
  'Goethestraße',
  'Gartenstraße',
  'Lindenstraße',
  'Industriestraße',
  'Friedrichstraße',
  'Kaiserstraße',
  'Am Markt',
  'Berliner Allee',
  'Mühlenweg',
  'Parkstraße',
  'Waldstraße',
  'Ringstraße',
  'Schulstraße',
  'Kirchplatz',
];

/** "Hansa Logistik", "Müller Bau", "Schmidt & Weber", "Rheintal Immobilien". */
function germanCompanyName(random: RandomStream, soleTrader: boolean): string {
  if (soleTrader) return `${random.pick(SURNAMES)} ${random.pick(TRADES)}`;
  const pattern = random.below(100);
  if (pattern < 45) return `${random.pick(PREFIXES)} ${random.pick(TRADES)}`;
  if (pattern < 75) return `${random.pick(SURNAMES)} ${random.pick(TRADES)}`;
  if (pattern < 90) return `${random.pick(SURNAMES)} & ${random.pick(SURNAMES)}`;
  return `${random.pick(PREFIXES)}${random.pick(TRADES).toLowerCase()}`;
}

const STATUSES = weightedTable<RegisterStatus>([
  [['aktiv', 'active'], 870],
  [['in Liquidation', 'liquidating'], 30],
  [['gelöscht', 'dissolved'], 88],
  [['Insolvenzverfahren eröffnet', 'other'], 12],
]);

export function germany(): CountryGenerator {
  const series = new UniqueSeries(SERIES, 6);
  return {
    code: 'DE',
    row({ index, random, key }: RowContext): GeneratedCompany {
      const { series: court, number } = series.at(index, key);
      const form = random.pick(court.section === 'HRB' ? CAPITAL_FORMS : PARTNERSHIP_FORMS);
      const base = germanCompanyName(random, form === 'e.K.');
      const name = `${base} ${form}`;
      const [status, statusCode] = random.pick(STATUSES);
      const postcode =
        court.postcode + padded(random.below(10 ** (5 - court.postcode.length)), 5 - court.postcode.length);
      return {
        country_code: 'DE',
        register_code: 'handelsregister',
        register_id: `Amtsgericht ${court.court} ${court.section} ${number + 1}${court.city === 'Berlin' && court.section === 'HRB' ? ' B' : ''}`,
        inn: null,
        ogrn: null,
        kpp: null,
        name,
        short_name: name,
        status,
        status_code: statusCode,
        legal_form: form,
        address: `${random.pick(STREETS)} ${houseNumber(random)}, ${postcode} ${court.city}`,
        registered_on: registrationDate(random, 1950),
      };
    },
  };
}
