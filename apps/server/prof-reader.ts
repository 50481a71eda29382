import { readRegisterFile } from './src/modules/companies/import/register-reader.js';
import { companySearchText } from '@storefront/contract';
const countries = ['RU','KZ','BY','UZ','KG','AM','GE','AZ','GB','DE','CY','AE','EE','LV','US','CN','TR','NL','HK','RS'];
const countryIds = new Map(countries.map((c, i) => [c, i + 1]));
const t = performance.now();
let n = 0;
for await (const b of readRegisterFile({ file: '/tmp/imp/r1m.csv', format: 'generic', context: { countryIds, countryCode: 'RU', source: 'x', sourceUpdatedAt: '2026-01-01' }, resumeAfter: 0, batchSize: 5000, staging: true })) n += b.staged.length / 17;
console.log('reader', n, ((performance.now() - t) / 1000).toFixed(2));
