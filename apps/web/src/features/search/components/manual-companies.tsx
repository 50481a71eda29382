import type { Country } from '@storefront/contract';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { loadChunk } from '@/lib/chunk-load';
import { useT } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import {
  type ManualCompany,
  manualCompanyAsCompany,
  removeManualCompany,
  useManualCompanies,
} from '../stores/manual-companies';
import type { ListedCompany, RenderCompanyProducts } from './company-card';
import { CompanyList } from './company-list';
import styles from './manual-companies.module.css';

const loadDialog = () => loadChunk(() => import('./manual-company-dialog'));
const ManualCompanyDialog = lazy(loadDialog);

/**
 * Below the results, always: "company not found? type it in", and the companies typed in so far
 * (of any country, each with its country's documents). A new one opens, and the focus moves to it.
 */
export function ManualCompanies({
  countries,
  countryId,
  query,
  expandedId,
  onExpand,
  onToggle,
  renderProducts,
}: {
  countries: readonly Country[];
  countryId: number | undefined;
  /** The search's query, offered as the company's name. */
  query: string;
  expandedId: number | undefined;
  onExpand(id: number): void;
  onToggle(id: number): void;
  renderProducts: RenderCompanyProducts;
}) {
  const t = useT();
  const titleId = useId();
  const manual = useManualCompanies();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const added = useRef<number | null>(null);
  // Where the focus goes when the dialog closes: the company just added, else the opener.
  const [returnFocusTo] = useState(() => ({
    get current(): HTMLElement | null {
      const id = added.current;
      added.current = null;
      const card =
        id === null ? null : listRef.current?.querySelector<HTMLElement>(`[data-company-id="${id}"]`);
      return card ?? opener.current;
    },
  }));

  const items: ListedCompany[] = manual.map((company) => ({
    company: manualCompanyAsCompany(company),
    countryId: company.countryId,
    manual: true,
    countryName: countries.find((country) => country.id === company.countryId)?.text ?? company.countryCode,
  }));

  const onAdded = (company: ManualCompany) => {
    added.current = company.id;
    onExpand(company.id);
    setOpen(false);
    void showToast(t('ManualCompanyAdded', company.name), 'success');
  };

  const remove = (id: number) => {
    removeManualCompany(id);
    opener.current?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.cta}>
        <h2 id={titleId} className={styles.title}>
          {t('CompanyNotFound')}
        </h2>
        <button
          ref={opener}
          type="button"
          className="button"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          {t('AddCompanyManually')}
        </button>
      </div>
      {items.length > 0 ? (
        <div className={styles.typed}>
          <p className={styles.subtitle} id={`${titleId}-typed`}>
            {t('ManualCompaniesTitle')}
          </p>
          <CompanyList
            labelledBy={`${titleId}-typed`}
            items={items}
            expandedId={expandedId}
            onToggle={onToggle}
            renderProducts={renderProducts}
            onRemove={remove}
            listRef={listRef}
          />
        </div>
      ) : null}
      <Suspense fallback={null}>
        {used ? (
          <ManualCompanyDialog
            open={open}
            onOpenChange={setOpen}
            countries={countries}
            countryId={countryId}
            defaultName={query}
            onAdded={onAdded}
            returnFocusTo={returnFocusTo}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
