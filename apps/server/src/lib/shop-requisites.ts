/**
 * The seller printed on acts and invoices (demo values with valid check digits; replace with the
 * real company's before going live). Fixed in code rather than in the settings table: they
 * change only with a legal re-registration, and a typo here would make every document invalid.
 */
export const shopRequisites = {
  name: 'ООО «Реестр Документов»',
  inn: '7704407589',
  kpp: '770401001',
  ogrn: '1177746352519',
  address: '125047, г. Москва, ул. 1-я Тверская-Ямская, д. 21, офис 512',
  bank: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810538000123456',
  correspondentAccount: '30101810400000000225',
} as const;
