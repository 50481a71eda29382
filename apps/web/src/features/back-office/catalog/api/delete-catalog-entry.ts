import { type CatalogSection, callSection } from './get-catalog-list';

const deleteCalls = {
  products: 'adminCatalogueProductDelete',
  countries: 'adminCatalogueCountryDelete',
  types: 'adminCatalogueTypeDelete',
  purposes: 'adminCataloguePurposeDelete',
} as const;

export function deleteCatalogEntry(section: CatalogSection, id: number) {
  return callSection(deleteCalls[section], {}, { id });
}
