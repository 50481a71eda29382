import { type CatalogSection, callSection } from './get-catalog-list';

const deleteCalls = {
  products: 'adminCatalogProductDelete',
  countries: 'adminCatalogCountryDelete',
  types: 'adminCatalogTypeDelete',
  purposes: 'adminCatalogPurposeDelete',
} as const;

export function deleteCatalogEntry(section: CatalogSection, id: number) {
  return callSection(deleteCalls[section], {}, { id });
}
