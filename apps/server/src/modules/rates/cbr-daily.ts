/**
 * The Central Bank of Russia's daily rates (XML_daily.asp): `<ValCurs Date="DD.MM.YYYY">` with one
 * `<Valute ID="...">` per currency, holding `<Nominal>` and `<Value>` in roubles with a decimal
 * comma, sent as windows-1251. The euro is `R01239`. The file is flat and machine-written, so it is
 * read with a few patterns rather than an XML dependency; anything unexpected is refused.
 */

/** The euro's id in the bank's list. */
export const CBR_EURO_ID = 'R01239';

/** Why an import failed, in words for the rates screen and the administrators' mail. */
export class RateImportError extends Error {
  override name = 'RateImportError';
}

export interface CbrRate {
  /** 'YYYY-MM-DD': the day the bank set the rate for. */
  day: string;
  /** Roubles for one euro, exact decimal text. */
  rate: string;
}

/** The document's text, decoded by the encoding its declaration names (windows-1251 by default). */
export function decodeCbrXml(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /encoding\s*=\s*["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase() ?? 'windows-1251';
  try {
    return new TextDecoder(declared, { fatal: true }).decode(bytes);
  } catch {
    throw new RateImportError(`the answer is not ${declared} text`);
  }
}

/** `value / nominal` for a decimal text, to 4 places rounded half up (the text itself for 1). */
function perUnit(value: string, nominal: number): string {
  if (nominal === 1) return value;
  const [whole = '0', fraction = ''] = value.split('.');
  const numerator = BigInt(whole + fraction) * 10n ** 4n * 2n;
  const denominator = BigInt(nominal) * 10n ** BigInt(fraction.length);
  const units = (numerator / denominator + 1n) / 2n;
  return `${units / 10_000n}.${String(units % 10_000n).padStart(4, '0')}`;
}

/** The euro's rate and its day from the daily XML, or a RateImportError saying what is wrong. */
export function readCbrDaily(xml: string): CbrRate {
  const root = /<ValCurs\b([^>]*)>/.exec(xml);
  if (!root) throw new RateImportError('no <ValCurs> element: not the daily rates XML');
  const date = /\bDate\s*=\s*"(\d{2})\.(\d{2})\.(\d{4})"/.exec(root[1] ?? '');
  if (!date) throw new RateImportError('<ValCurs Date> is not a day (DD.MM.YYYY)');
  const day = `${date[3]}-${date[2]}-${date[1]}`;
  if (
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  )
    throw new RateImportError(`<ValCurs Date="${date[1]}.${date[2]}.${date[3]}"> is not a day`);
  const euro = new RegExp(`<Valute\\b[^>]*\\bID\\s*=\\s*"${CBR_EURO_ID}"[^>]*>([\\s\\S]*?)</Valute>`).exec(
    xml,
  );
  if (!euro) throw new RateImportError(`no euro (Valute ID="${CBR_EURO_ID}") in the list`);
  const field = (name: string) => new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(euro[1] ?? '')?.[1];
  const nominalText = field('Nominal') ?? '';
  const valueText = (field('Value') ?? '').replace(',', '.');
  if (!/^[1-9]\d{0,6}$/.test(nominalText))
    throw new RateImportError(`the euro's <Nominal> "${nominalText}" is not a count`);
  if (!/^\d{1,5}(\.\d{1,4})?$/.test(valueText) || Number(valueText) <= 0)
    throw new RateImportError(`the euro's <Value> "${field('Value') ?? ''}" is not a rate`);
  const rate = perUnit(valueText, Number(nominalText));
  if (Number(rate) <= 0) throw new RateImportError(`the euro's rate ${rate} is not positive`);
  return { day, rate };
}

/** Reads the daily XML at `url` within `timeoutMs`; an HTTP error, a timeout or a bad file throws RateImportError. */
export async function fetchCbrDaily(url: string, timeoutMs: number): Promise<CbrRate> {
  let response: Response;
  let bytes: Uint8Array;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/xml, text/xml' },
      redirect: 'follow',
    });
    if (!response.ok) throw new RateImportError(`HTTP ${response.status} from ${url}`);
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof RateImportError) throw error;
    const reason = error as Error;
    if (reason.name === 'TimeoutError' || reason.name === 'AbortError')
      throw new RateImportError(`no answer from ${url} within ${timeoutMs} ms`);
    const cause = (reason.cause as Error | undefined)?.message;
    throw new RateImportError(`${url} could not be read: ${cause ?? reason.message}`);
  }
  return readCbrDaily(decodeCbrXml(bytes));
}
