import { Outlet, useMatches } from 'react-router';
import { handleOf } from '@/lib/route-handle';
import { Breadcrumbs } from '@/components/breadcrumbs/breadcrumbs';
import { Footer } from '@/components/footer/footer';
import { Header } from '@/components/header/header';
import {
  ConsultDialogProvider,
  useConsultDialog,
} from '@/features/consult/components/consult-dialog-provider';
import { useSession } from '@/lib/session/use-session';
import { useT } from '@/lib/i18n';
import styles from './layouts.module.css';
import { lazyChunk } from '@/lib/chunk-load';

/** Loaded with the first click on the cart. */
const CartPopup = lazyChunk(() => import('@/features/cart/components/cart-popup'));

/**
 * Header, breadcrumbs, the page, footer. The home route asks for the dark header. The contact form
 * popup is shared by the footer and the pages; it is prefilled from the signed-in user.
 */
export function MainLayout() {
  const { user } = useSession();
  return (
    <ConsultDialogProvider user={user}>
      <MainLayoutContent />
    </ConsultDialogProvider>
  );
}

function MainLayoutContent() {
  const t = useT();
  const consult = useConsultDialog();
  const dark = useMatches().some((match) => handleOf(match)?.darkHeader);
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('SkipToContent')}
      </a>
      <Header dark={dark} CartPopup={CartPopup} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className={`container ${styles.crumbs}`}>
          <Breadcrumbs />
        </div>
        <Outlet />
      </main>
      <Footer writeMessage={consult} />
    </>
  );
}
