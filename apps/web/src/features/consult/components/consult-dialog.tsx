import type { User } from '@storefront/contract';
import type { RefObject } from 'react';
import { Modal } from '@/components/modal/modal';
import { useT } from '@/lib/i18n';
import { ConsultForm } from './consult-form';

/** The contact form in the shared modal; loaded on first use with the form code it needs. */
export default function ConsultDialog({
  open,
  onOpenChange,
  user,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  user: User | null;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('ConsultTitle')}
      description={t('ConsultSubtitle')}
      closeLabel={t('Close')}
      returnFocusTo={returnFocusTo}
    >
      <ConsultForm
        user={user}
        successActions={
          <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)}>
            {t('Close')}
          </button>
        }
      />
    </Modal>
  );
}
