import { paths } from '@/config/paths';
import { CompanySearchPage, companySearchLoader } from './company-search-page';

/** /search: the company search, its results growing by "show more". */
export const loader = companySearchLoader;

export function Component() {
  return <CompanySearchPage mode={paths.search} />;
}
