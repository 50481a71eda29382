import { formatDate, type StaffRole } from '@storefront/contract';
import { useMemo, useState } from 'react';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { Modal } from '@/components/modal/modal';
import { ApiRequestError } from '@/lib/api-client';
import { type Translate, useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import type { AdminMe } from '@/lib/back-office/get-admin-me';
import { type AdminStaffMember } from '@storefront/contract';
import { createStaff, loadStaffRules, type StaffFormValues, type StaffSchema } from '../api/create-staff';
import { useListState } from '@/lib/back-office/list-state';
import { STAFF_PAGE_SIZE, staffAddress, useStaff, useStaffChanged } from '../api/get-staff';
import { useStaffChange } from '../api/change-staff-member';
import { type DataColumns } from '@/components/back-office/data-table';
import { InputFilter, ListSearchForm } from '@/components/back-office/list-search-form';
import { ListScreen } from '@/components/back-office/list-screen';
import styles from '@/components/back-office/people.module.css';
import { EditorForm } from '@/components/back-office/editor-form';

const roleKey = (role: StaffRole) => (role === 'admin' ? 'AdminRoleAdmin' : 'AdminRoleManager');

/** The new member's form: e-mail, names, role; the server mails the link to set a password. */
function CreateStaffDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const changed = useStaffChanged();
  const form = useContractForm<StaffFormValues, StaffSchema>({
    schema: loadStaffRules,
    defaultValues: { email: '', first_name: '', last_name: '', role: 'manager' },
    humanCheck: false,
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('AdminAddStaff')}
      description={t('AdminAddStaffHint')}
      closeLabel={t('Close')}
    >
      <EditorForm
        form={form}
        onSubmit={(values) => createStaff(values)}
        onSuccess={() => {
          void changed();
          form.reset();
          onOpenChange(false);
        }}
        submitLabel={t('AdminCreateStaff')}
        aria-label={t('AdminAddStaff')}
      >
        <div className={styles.formGrid}>
          <TextField name="email" type="email" label={t('Email')} required autoComplete="off" />
          <TextField name="first_name" label={t('FirstName')} required autoComplete="off" />
          <TextField name="last_name" label={t('LastName')} autoComplete="off" />
          <SelectField
            name="role"
            label={t('AdminRole')}
            options={[
              { value: 'manager', label: t('AdminRoleManager') },
              { value: 'admin', label: t('AdminRoleAdmin') },
            ]}
          />
        </div>
      </EditorForm>
    </Modal>
  );
}

/** A member's role and access controls; one's own row only says who it is. */
function MemberActions({ member, me }: { member: AdminStaffMember; me: AdminMe }) {
  const t = useT();
  const change = useStaffChange();
  if (member.id === me.id) return <span className={styles.muted}>{t('AdminThatIsYou')}</span>;
  const active = member.deactivated_at === null;
  return (
    <span className={styles.actions}>
      <select
        className={styles.selectInline}
        aria-label={t('AdminRoleOf', member.email)}
        value={member.role}
        disabled={change.isPending}
        onChange={(event) => change.mutate({ id: member.id, role: event.target.value as StaffRole })}
      >
        <option value="manager">{t('AdminRoleManager')}</option>
        <option value="admin">{t('AdminRoleAdmin')}</option>
      </select>
      <button
        type="button"
        className="button button-secondary"
        disabled={change.isPending}
        onClick={() => change.mutate({ id: member.id, active: !active })}
        aria-label={t(active ? 'AdminDeactivateOf' : 'AdminReactivateOf', member.email)}
      >
        {t(active ? 'AdminDeactivate' : 'AdminReactivate')}
      </button>
      {change.isError ? (
        <span className={styles.error} role="alert">
          {t(change.error instanceof ApiRequestError ? change.error.key : 'UnknownError')}
        </span>
      ) : null}
    </span>
  );
}

function columns(t: Translate, lang: string, me: AdminMe): DataColumns<AdminStaffMember> {
  return [
    {
      id: 'member',
      accessorKey: 'email',
      header: () => t('AdminStaffMember'),
      cell: ({ row }) => (
        <span className={styles.stack}>
          <span>{row.original.email}</span>
          <span className={styles.muted}>
            {[row.original.last_name, row.original.first_name].filter(Boolean).join(' ')}
          </span>
        </span>
      ),
    },
    {
      id: 'role',
      accessorKey: 'role',
      header: () => t('AdminRole'),
      cell: ({ row }) => t(roleKey(row.original.role)),
    },
    {
      id: 'state',
      accessorKey: 'deactivated_at',
      header: () => t('Status'),
      cell: ({ row }) =>
        row.original.deactivated_at ? (
          <span className={`${styles.badge} ${styles.blocked}`}>{t('AdminDeactivated')}</span>
        ) : row.original.password_set ? (
          <span className={styles.badge}>{t('AdminActive')}</span>
        ) : (
          <span className={styles.badge}>{t('AdminInvited')}</span>
        ),
    },
    {
      id: 'created',
      accessorKey: 'created_at',
      header: () => t('AdminCreated'),
      cell: ({ row }) => <span className={styles.nowrap}>{formatDate(row.original.created_at, lang)}</span>,
    },
    {
      id: 'actions',
      header: () => t('AdminActions'),
      cell: ({ row }) => <MemberActions member={row.original} me={me} />,
    },
  ];
}

/** Managers and administrators (an administrator's screen): add one, change a role, deactivate. */
export function StaffList({ me }: { me: AdminMe }) {
  const t = useT();
  const { lang } = useLanguage();
  const view = useListState(staffAddress);
  const staff = useStaff(view.state);
  const [adding, setAdding] = useState(false);
  const tableColumns = useMemo(() => columns(t, lang, me), [t, lang, me]);
  return (
    <>
      <ListScreen
        query={staff}
        rows={(answer) => answer}
        view={view}
        pageSize={STAFF_PAGE_SIZE}
        filters={
          <ListSearchForm label={t('AdminStaffSearch')} submitLabel={t('AdminSearch')} onSubmit={view.submit}>
            <InputFilter
              label={t('AdminStaffSearch')}
              name="q"
              value={view.state.q}
              hint={t('AdminStaffSearchHint')}
              testId="admin-staff-search"
            />
          </ListSearchForm>
        }
        actions={
          <button
            type="button"
            className="button"
            onClick={() => setAdding(true)}
            data-testid="admin-add-staff"
          >
            {t('AdminAddStaff')}
          </button>
        }
        empty={t('AdminNoStaff')}
        caption={t('AdminStaff')}
        columns={tableColumns}
        testId="admin-staff-table"
      />
      <CreateStaffDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
