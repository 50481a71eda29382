/**
 * The carriers paper originals travel with: the names the back-office suggests, each known
 * carrier's name in the shop's languages and the page that tracks a parcel by its number. A
 * carrier the list does not know is kept as the manager typed it and has no tracking link.
 */

interface KnownCarrier {
  /** How the shop stores and the Russian pages show it. */
  ru: string;
  en: string;
  /** Other spellings a manager may type, in lower case with `ё` as `е`. */
  aliases: readonly string[];
  tracking: (number: string) => string;
}

const KNOWN_CARRIERS: readonly KnownCarrier[] = [
  {
    ru: 'Почта России',
    en: 'Russian Post',
    aliases: ['почта', 'почта рф', 'russian post', 'pochta'],
    tracking: (number) => `https://www.pochta.ru/tracking?barcode=${encodeURIComponent(number)}`,
  },
  {
    ru: 'СДЭК',
    en: 'CDEK',
    aliases: ['cdek', 'сдек'],
    tracking: (number) => `https://www.cdek.ru/ru/tracking/?order_id=${encodeURIComponent(number)}`,
  },
  {
    ru: 'DHL',
    en: 'DHL',
    aliases: ['dhl express', 'дхл'],
    tracking: (number) =>
      `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${encodeURIComponent(number)}`,
  },
];

/** The names the shipment form suggests (in the stored, Russian spelling). */
export const SUGGESTED_CARRIERS: readonly string[] = KNOWN_CARRIERS.map((carrier) => carrier.ru);

const comparable = (text: string) => text.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

function knownCarrier(name: string): KnownCarrier | undefined {
  const typed = comparable(name);
  return KNOWN_CARRIERS.find(
    (carrier) =>
      comparable(carrier.ru) === typed || comparable(carrier.en) === typed || carrier.aliases.includes(typed),
  );
}

/** The carrier as the shop stores it: a known one in its own spelling ("cdek" is "СДЭК"), else as typed. */
export function canonicalCarrier(name: string): string {
  return knownCarrier(name)?.ru ?? name.trim().replace(/\s+/g, ' ');
}

/** The carrier's name in a language (`ru-RU`, `en-US`): a known one translated, another as stored. */
export function carrierName(name: string, lang: string): string {
  const carrier = knownCarrier(name);
  if (!carrier) return name;
  return lang.toLowerCase().startsWith('ru') ? carrier.ru : carrier.en;
}

/** Where the customer follows the parcel: the known carrier's tracking page, else null. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  return knownCarrier(carrier)?.tracking(trackingNumber) ?? null;
}

/** Tracking numbers are read out and typed with spaces and in any case: `ra 1234 5678 9ru` is `RA123456789RU`. */
export function normalTrackingNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Latin letters, digits and dashes, 4 to 40 of them: every carrier's numbers the shop has met. */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,39}$/;
