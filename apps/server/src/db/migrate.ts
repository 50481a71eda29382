import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initialSchema from './migrations/001-initial-schema.js';
import * as secretsAndReplyTo from './migrations/002-secrets-and-reply-to.js';
import * as managerToken from './migrations/003-manager-token.js';
import * as humanCheckName from './migrations/004-human-check-name.js';
import * as documentBuyer from './migrations/005-document-buyer.js';
import * as emailConfirmation from './migrations/006-email-confirmation.js';
import * as companyRegister from './migrations/007-company-register.js';
import * as importStaging from './migrations/008-import-staging.js';
import * as cartItemCompanyKey from './migrations/009-cart-item-company-key.js';
import * as productionCalendar from './migrations/010-production-calendar.js';
import * as payments from './migrations/011-payments.js';
import * as checkoutOrders from './migrations/012-checkout-orders.js';
import * as orderEvents from './migrations/013-order-events.js';
import * as rubleRates from './migrations/019-ruble-rates.js';
import * as accountBlocking from './migrations/015-account-blocking.js';
import * as backOfficeInbox from './migrations/020-back-office-inbox.js';
import * as oneRegisterUpload from './migrations/021-one-register-upload.js';
import * as companyNameScan from './migrations/022-company-name-scan.js';
import * as companyTrigramSample from './migrations/023-company-trigram-sample.js';
import * as dropCompanyNameIndex from './migrations/024-drop-company-name-index.js';
import * as registerBuild from './migrations/025-register-build.js';
import * as dropPlainNumberIndexes from './migrations/026-drop-plain-number-indexes.js';
import * as numberIndexesByCountry from './migrations/027-company-number-indexes-by-country.js';
import * as searchSampleNameIndex from './migrations/028-company-search-sample-name-index.js';
import * as numberIndexesByCountryPostgres from './migrations/029-company-number-indexes-by-country-postgres.js';
import * as nameIndexWithStatus from './migrations/030-company-name-index-with-status.js';
import * as searchWords from './migrations/031-company-search-words.js';
import * as numberIndexesWithKeys from './migrations/032-company-number-indexes-with-keys.js';
import * as guestCartKey from './migrations/033-guest-cart-key.js';
import * as checkoutKeyAndPaymentMarks from './migrations/034-checkout-key-and-payment-marks.js';
import * as documentSeller from './migrations/035-document-seller.js';
import * as orderSearchAndShipments from './migrations/036-order-search-and-shipments.js';
import * as sellerFacsimile from './migrations/037-seller-facsimile.js';
import * as offersThatFit from './migrations/038-offers-that-fit.js';
import * as cartSeenPricesAndPayerCountry from './migrations/039-cart-seen-prices-and-payer-country.js';
import * as searchLexiconSpellings from './migrations/040-company-search-lexicon-spellings.js';
import type { Database } from './schema.js';

/** Migrations are imported, not read from disk, so they run the same from source and from the bundle. */
const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-secrets-and-reply-to': secretsAndReplyTo,
  '003-manager-token': managerToken,
  '004-human-check-name': humanCheckName,
  '005-document-buyer': documentBuyer,
  '006-email-confirmation': emailConfirmation,
  '007-company-register': companyRegister,
  '008-import-staging': importStaging,
  '009-cart-item-company-key': cartItemCompanyKey,
  '010-production-calendar': productionCalendar,
  '011-payments': payments,
  '012-checkout-orders': checkoutOrders,
  '013-order-events': orderEvents,
  '019-ruble-rates': rubleRates,
  '015-account-blocking': accountBlocking,
  '020-back-office-inbox': backOfficeInbox,
  '021-one-register-upload': oneRegisterUpload,
  '022-company-name-scan': companyNameScan,
  '023-company-trigram-sample': companyTrigramSample,
  '024-drop-company-name-index': dropCompanyNameIndex,
  '025-register-build': registerBuild,
  '026-drop-plain-number-indexes': dropPlainNumberIndexes,
  '027-company-number-indexes-by-country': numberIndexesByCountry,
  '028-company-search-sample-name-index': searchSampleNameIndex,
  '029-company-number-indexes-by-country-postgres': numberIndexesByCountryPostgres,
  '030-company-name-index-with-status': nameIndexWithStatus,
  '031-company-search-words': searchWords,
  '032-company-number-indexes-with-keys': numberIndexesWithKeys,
  '033-guest-cart-key': guestCartKey,
  '034-checkout-key-and-payment-marks': checkoutKeyAndPaymentMarks,
  '035-document-seller': documentSeller,
  '036-order-search-and-shipments': orderSearchAndShipments,
  '037-seller-facsimile': sellerFacsimile,
  '038-offers-that-fit': offersThatFit,
  '039-cart-seen-prices-and-payer-country': cartSeenPricesAndPayerCountry,
  '040-company-search-lexicon-spellings': searchLexiconSpellings,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface MigrationReport {
  applied: string[];
}

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationReport> {
  // Migrations 010-012 were numbered by part and land in any order: a database that
  // ran 012 first still takes 010 and 011, which touch other tables.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
