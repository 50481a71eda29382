import { paths } from '@/config/paths';
import { CompanySearchPage, companySearchLoader } from './company-search-page';

/** /search2: the same search as a results page with numbered pages (`?page=N`). */
export const loader = companySearchLoader;

export function Component() {
  return <CompanySearchPage mode={paths.search2} />;
}
