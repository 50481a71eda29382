import type { LegalEntity } from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Loader } from '@/components/loader/loader';
import { Modal } from '@/components/modal/modal';
import { Pagination } from '@/components/pagination/pagination';
import { ApiRequestError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { LEGAL_ENTITIES_KEY, LEGAL_ENTITIES_PAGE_SIZE, useLegalEntities } from '../api/get-legal-entities';
import { useDeleteLegalEntity, useMakeDefaultLegalEntity } from '../api/manage-legal-entity';
import { pageCountOf, pageFromSearch, searchWithPage } from '../utils/page-param';
import { AccountEmptyState } from './account-empty-state';
import { LegalEntityForm } from './legal-entity-form';
import styles from './legal-entity-list.module.css';

type Editing = { mode: 'add' } | { mode: 'edit'; entity: LegalEntity } | null;

/**
 * The customer's legal entities, a page at a time (`?page=N`): each with its requisites, the
 * default one marked; add and edit in the shared modal, make default, delete after a confirmation.
 */
export function LegalEntityList() {
  const t = useT();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageFromSearch(search);
  const hrefFor = (n: number) => `${pathname}${searchWithPage(search, n)}`;
  const entities = useLegalEntities(page);
  const makeDefault = useMakeDefaultLegalEntity();
  const remove = useDeleteLegalEntity();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LegalEntity | null>(null);

  const failed = (error: unknown) =>
    void showToast(t(error instanceof ApiRequestError ? error.key : 'ErrorUpdatingYurlitso'), 'error');

  const saved = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: LEGAL_ENTITIES_KEY });
    void showToast(t('LegalEntitySaved'), 'success');
  };

  const setDefault = (entity: LegalEntity) =>
    makeDefault.mutate(entity.id, {
      onSuccess: () => void showToast(t('DefaultLegalEntitySet'), 'success'),
      onError: failed,
    });

  const confirmDelete = (entity: LegalEntity) =>
    remove.mutate(entity.id, {
      onSuccess: () => {
        setDeleting(null);
        void showToast(t('LegalEntityDeleted'), 'success');
      },
      onError: (error) => {
        setDeleting(null);
        failed(error);
      },
    });

  const addButton = (
    <button type="button" className="button" onClick={() => setEditing({ mode: 'add' })}>
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {t('AddLegalEntity')}
    </button>
  );

  let content;
  if (entities.isError) {
    content = <ErrorState error={entities.error} onRetry={() => void entities.refetch()} t={t} />;
  } else if (!entities.data) {
    content = <Loader label={t('Loading')} />;
  } else if (entities.data.list.length === 0) {
    content =
      entities.data.count === 0 ? (
        <AccountEmptyState icon="building" title={t('NoLegalEntities')} text={t('NoLegalEntitiesText')}>
          {addButton}
        </AccountEmptyState>
      ) : (
        <AccountEmptyState icon="building" title={t('PageIsEmpty')}>
          <Link className="button button-secondary" to={hrefFor(1)}>
            {t('GoToFirstPage')}
          </Link>
        </AccountEmptyState>
      );
  } else {
    const busyId = makeDefault.isPending ? makeDefault.variables : undefined;
    content = (
      <>
        <div className={styles.toolbar}>
          <p className={styles.count}>{t('LegalEntitiesCount', entities.data.count)}</p>
          {addButton}
        </div>
        <ul className={styles.list} aria-busy={entities.isFetching}>
          {entities.data.list.map((entity) => (
            <li key={entity.id}>
              <article
                className={styles.card}
                data-default={entity.default_use || undefined}
                aria-labelledby={`legal-entity-${entity.id}`}
                data-testid="legal-entity"
              >
                <header className={styles.cardHead}>
                  <h2 className={styles.name} id={`legal-entity-${entity.id}`}>
                    {entity.name}
                  </h2>
                  {entity.default_use ? (
                    <span className={styles.badge} title={t('DefaultLegalEntity')}>
                      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
                        <path
                          d="M4.5 10.5l3.5 3.5 7.5-8"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2.4"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                      {t('Default')}
                    </span>
                  ) : null}
                </header>
                <dl className={styles.requisites}>
                  <Requisite label={t('LegalEntityInn')} value={entity.inn} />
                  <Requisite label={t('LegalEntityOgrn')} value={entity.ogrn} />
                  {entity.kpp ? <Requisite label={t('LegalEntityKpp')} value={entity.kpp} /> : null}
                  <Requisite label={t('LegalEntityBik')} value={entity.bik} />
                  <Requisite label={t('LegalEntityBank')} value={entity.bank} wide />
                  <Requisite label={t('LegalEntityAccount')} value={entity.rasch_sch} wide />
                  <Requisite label={t('LegalEntityAddress')} value={entity.yur_address} wide />
                </dl>
                <div className={styles.actions}>
                  {entity.default_use ? (
                    <p className={styles.defaultNote}>{t('DefaultLegalEntity')}</p>
                  ) : (
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => setDefault(entity)}
                      disabled={makeDefault.isPending}
                      aria-busy={busyId === entity.id}
                      aria-describedby={`legal-entity-${entity.id}`}
                    >
                      {t('MakeDefault')}
                    </button>
                  )}
                  <span className={styles.spacer} />
                  <button
                    type="button"
                    className={styles.textButton}
                    onClick={() => setEditing({ mode: 'edit', entity })}
                    aria-describedby={`legal-entity-${entity.id}`}
                  >
                    {t('Edit')}
                  </button>
                  <button
                    type="button"
                    className={`${styles.textButton} ${styles.danger}`}
                    onClick={() => setDeleting(entity)}
                    aria-describedby={`legal-entity-${entity.id}`}
                  >
                    {t('Delete')}
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={pageCountOf(entities.data.count, LEGAL_ENTITIES_PAGE_SIZE)}
          hrefFor={hrefFor}
          t={t}
        />
      </>
    );
  }

  return (
    <>
      {content}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.mode === 'edit' ? t('EditLegalEntity') : t('AddLegalEntity')}
        closeLabel={t('Close')}
        width={640}
      >
        {editing ? (
          <LegalEntityForm
            key={editing.mode === 'edit' ? editing.entity.id : 'new'}
            entity={editing.mode === 'edit' ? editing.entity : undefined}
            onSaved={saved}
          />
        ) : null}
      </Modal>
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('DeleteLegalEntityTitle')}
        description={deleting ? t('DeleteLegalEntityText', deleting.name) : undefined}
        closeLabel={t('Close')}
        width={440}
      >
        <div className={styles.confirm}>
          <button type="button" className="button button-secondary" onClick={() => setDeleting(null)}>
            {t('Cancel')}
          </button>
          <button
            type="button"
            className={`button ${styles.dangerButton}`}
            disabled={remove.isPending}
            onClick={() => deleting && confirmDelete(deleting)}
          >
            {t('Delete')}
          </button>
        </div>
      </Modal>
    </>
  );
}

function Requisite({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.requisite} ${styles.wide}` : styles.requisite}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
