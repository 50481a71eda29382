import { useT } from '@/lib/i18n';
import { ChoiceFilter, InputFilter, ListSearchForm } from '@/components/back-office/list-search-form';

/** The inbox lists' filters: a status and a search, applied to the address or reset. */
export function InboxFilters<S extends string>({
  path,
  state,
  submit,
  statuses,
  searchLabel,
  searchHint,
}: {
  /** The list's address without filters (the reset link). */
  path: string;
  state: { status: S | undefined; q: string | undefined };
  /** The list's `useListState(...).submit`. */
  submit(form: HTMLFormElement): unknown;
  statuses: readonly { value: S; label: string }[];
  searchLabel: string;
  searchHint: string;
}) {
  const t = useT();
  return (
    <ListSearchForm
      label={t('InboxSearch')}
      submitLabel={t('InboxApplyFilters')}
      onSubmit={submit}
      reset={{ label: t('InboxResetFilters'), to: path }}
    >
      <ChoiceFilter
        label={t('Status')}
        name="status"
        value={state.status}
        any={t('InboxAllStatuses')}
        options={statuses}
      />
      <InputFilter label={searchLabel} name="q" value={state.q} hint={searchHint} />
    </ListSearchForm>
  );
}
