import type { AdminMenuItem } from '@storefront/contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useT } from '@/lib/i18n';
import {
  loadMenuItemRules,
  type MenuItemFormValues,
  type MenuItemSchema,
  saveMenuItem,
  useMenuItemSaved,
} from '../api/save-menu-item';
import styles from './site-forms.module.css';
import { EditorForm } from '@/components/back-office/editor-form';

/** A new menu item (no `item`; it goes last in its menu) or an existing one, with both titles. */
export function MenuItemForm({
  item,
  menu,
  onSaved,
}: {
  item?: AdminMenuItem;
  menu: AdminMenuItem['menu'];
  onSaved(): void;
}) {
  const t = useT();
  const saved = useMenuItemSaved();
  const form = useContractForm<MenuItemFormValues, MenuItemSchema>({
    schema: loadMenuItemRules,
    humanCheck: false,
    defaultValues: {
      menu: item?.menu ?? menu,
      url: item?.url ?? '',
      // The bar is the header's: a footer item starts without it.
      top_status: item?.top_status ?? menu === 'top',
      hamburger_status: item?.hamburger_status ?? true,
      active: item?.active ?? true,
      labels: { 'ru-RU': item?.labels['ru-RU'] ?? '', 'en-US': item?.labels['en-US'] ?? '' },
    },
  });
  return (
    <EditorForm
      form={form}
      onSubmit={(values) => saveMenuItem(item?.id, values)}
      onSuccess={(answer) => {
        void saved(answer);
        onSaved();
      }}
      submitLabel={t('AdminTextsSave')}
      successMessage={t('AdminMenusSaved')}
    >
      <div className={styles.formGrid}>
        <SelectField
          name="menu"
          label={t('AdminMenusWhich')}
          options={[
            { value: 'top', label: t('AdminMenusTop') },
            { value: 'bottom', label: t('AdminMenusBottom') },
          ]}
        />
        <TextField name="labels.ru-RU" label={t('AdminMenusTitleRu')} required maxLength={255} />
        <TextField name="labels.en-US" label={t('AdminMenusTitleEn')} maxLength={255} />
        <TextField
          name="url"
          label={t('AdminMenusLink')}
          required
          maxLength={255}
          hint={t('AdminMenusLinkHint')}
        />
        <CheckboxField name="top_status" label={t('AdminMenusTopStatus')} />
        <CheckboxField name="hamburger_status" label={t('AdminMenusHamburgerStatus')} />
        <CheckboxField name="active" label={t('AdminMenusActive')} />
      </div>
    </EditorForm>
  );
}
