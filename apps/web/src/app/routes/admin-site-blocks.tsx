import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { backOfficePaths } from '@/config/back-office-paths';
import { isSiteBlockName } from '@/features/back-office/site/api/site-block-calls';
import { AdminPage } from '@/components/back-office/admin-page';
import { SiteBlocksEditor, SiteBlockTabs } from '@/features/back-office/site/components/site-blocks-editor';
import { useT } from '@/lib/i18n';

/** The block the address names; /admin/site/blocks (or an unknown block) opens the reviews. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isSiteBlockName(params.block)) return redirect(backOfficePaths.adminSiteBlock('reviews'));
  return { block: params.block };
}

/** /admin/site/blocks/:block: one block of the home page, the others a tab away (administrators). */
export function Component() {
  const t = useT();
  const { block } = useLoaderData<Exclude<ReturnType<typeof loader>, Response>>();
  return (
    <AdminPage title={t('AdminBlocks')} lead={t('AdminBlocksLead')}>
      <SiteBlockTabs />
      <SiteBlocksEditor key={block} block={block} />
    </AdminPage>
  );
}
