import { AccountPage } from '@/features/account/components/account-page';
import { LegalEntityList } from '@/features/account/components/legal-entity-list';
import { useT } from '@/lib/i18n';

/** /account/yurlitsa: the customer's legal entities. */
export function Component() {
  const t = useT();
  return (
    <AccountPage
      title={t('LegalEntities')}
      description={t('LegalEntitiesMetaDescription')}
      intro={t('LegalEntitiesIntro')}
    >
      <LegalEntityList />
    </AccountPage>
  );
}
