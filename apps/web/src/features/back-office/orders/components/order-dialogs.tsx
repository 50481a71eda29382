import { moscowDay } from '@storefront/contract';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Form } from '@/components/form/form';
import { RadioField } from '@/components/form/radio-field';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { Modal } from '@/components/modal/modal';
import { refusalText } from '@/lib/back-office/refusal-text';
import { ConfirmButton } from '@/components/back-office/confirm-dialog';
import { useT } from '@/lib/i18n';
import type { AdminOrderDetail } from '../api/get-admin-order';
import { cancelOrder } from '../api/cancel-order';
import { loadOrderRules, useOrderAction } from '../api/order-action';
import { markOrderPaid } from '../api/mark-order-paid';
import { markRefundMade } from '../api/mark-refund-made';
import { type ResendableMail, resendOrderMail } from '../api/resend-order-mail';
import { takeOrder } from '../api/take-order';
import { useUploadDocument } from '../api/upload-item-document';
import styles from './orders.module.css';

type Item = AdminOrderDetail['items'][number];
type Payment = AdminOrderDetail['payments'][number];

/** A dialog opened by its own button; `children` get a way to close it once the action succeeded. */
export function ActionDialog({
  label,
  title,
  description,
  tone,
  testId,
  children,
}: {
  label: string;
  title: string;
  description?: string;
  tone?: 'danger' | 'secondary';
  testId: string;
  children: (close: () => void) => ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={tone ? `button button-secondary ${tone === 'danger' ? styles.danger : ''}` : 'button'}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {label}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        closeLabel={t('Close')}
        returnFocusTo={opener}
      >
        {open ? children(() => setOpen(false)) : null}
      </Modal>
    </>
  );
}

/** A dialog form's end: the refusal (when there is one) and its submit button, busy while it runs. */
export function DialogSubmit({
  pending,
  label,
  pendingLabel,
  error,
  errorId,
  testId,
  errorTestId,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  error: string;
  errorId?: string;
  testId: string;
  errorTestId?: string;
}) {
  return (
    <>
      {error ? (
        <p id={errorId} className={styles.dialogError} role="alert" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="submit" className="button" disabled={pending} aria-busy={pending} data-testid={testId}>
          {pending ? pendingLabel : label}
        </button>
      </div>
    </>
  );
}

/** Paid -> in work, after a confirmation. */
export function TakeDialog({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const take = useOrderAction(() => takeOrder(order.id));
  return (
    <ConfirmButton
      className="button"
      testId="admin-order-take"
      title={t('AdminTakeTitle', order.number)}
      question={t('AdminTakeText')}
      confirmLabel={t('AdminTake')}
      pendingLabel={t('SendingData')}
      destructive={false}
      confirmTestId="admin-order-take-confirm"
      onConfirm={() => take.mutateAsync(undefined)}
    >
      {t('AdminTake')}
    </ConfirmButton>
  );
}

/** Cancels with a reason; a paid order's payment is marked for refund (said before it happens). */
export function CancelDialog({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const cancel = useOrderAction((reason: string) => cancelOrder(order.id, reason));
  const paid = order.status === 'paid' || order.status === 'in_progress';
  return (
    <ActionDialog
      label={t('AdminCancelOrder')}
      title={t('AdminCancelTitle', order.number)}
      description={paid ? t('AdminCancelRefund') : t('AdminCancelText')}
      tone="danger"
      testId="admin-order-cancel"
    >
      {(close) => <CancelForm onCancel={(reason) => cancel.mutateAsync(reason)} onDone={close} />}
    </ActionDialog>
  );
}

function CancelForm({
  onCancel,
  onDone,
}: {
  onCancel: (reason: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const t = useT();
  const form = useContractForm<{ reason: string }, Awaited<ReturnType<typeof loadCancelRules>>>({
    schema: loadCancelRules,
    defaultValues: { reason: '' },
    humanCheck: false,
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => onCancel(values.reason)}
      onSuccess={onDone}
      submitLabel={t('AdminCancelConfirm')}
      keepFormOnSuccess
    >
      <TextField name="reason" label={t('AdminCancelReason')} required maxLength={1000} />
    </Form>
  );
}

const loadCancelRules = () => loadOrderRules().then((rules) => rules.cancelOrderSchema);
const loadResendRules = () => loadOrderRules().then((rules) => rules.resendMailSchema);
const loadMarkPaidRules = () => loadOrderRules().then((rules) => rules.markPaidSchema);

/** The mails that apply to the order in its state (the server refuses the others). */
export function resendableMails(order: AdminOrderDetail): ResendableMail[] {
  const mails: ResendableMail[] = ['order_placed'];
  if (order.paid_at !== null && order.status !== 'awaiting_payment') mails.push('payment_received');
  if (order.status === 'completed') mails.push('documents_ready');
  return mails;
}

const MAIL_KEYS: Record<ResendableMail, string> = {
  order_placed: 'AdminMailOrderPlaced',
  payment_received: 'AdminMailPaymentReceived',
  documents_ready: 'AdminMailDocumentsReady',
};

/** Queues one of the applicable mails again, to the order's e-mail. */
export function ResendDialog({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const resend = useOrderAction((mail: ResendableMail) => resendOrderMail(order.id, mail));
  const mails = resendableMails(order);
  return (
    <ActionDialog
      label={t('AdminResendMail')}
      title={t('AdminResendTitle', order.number)}
      description={t('AdminResendText', order.customer.email)}
      tone="secondary"
      testId="admin-order-resend"
    >
      {(close) => <ResendForm mails={mails} onResend={(mail) => resend.mutateAsync(mail)} onDone={close} />}
    </ActionDialog>
  );
}

function ResendForm({
  mails,
  onResend,
  onDone,
}: {
  mails: ResendableMail[];
  onResend: (mail: ResendableMail) => Promise<unknown>;
  onDone: () => void;
}) {
  const t = useT();
  const form = useContractForm<{ mail: string }, Awaited<ReturnType<typeof loadResendRules>>>({
    schema: loadResendRules,
    defaultValues: { mail: mails[mails.length - 1] ?? 'order_placed' },
    humanCheck: false,
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => onResend(values.mail)}
      onSuccess={onDone}
      submitLabel={t('AdminResendConfirm')}
      keepFormOnSuccess
    >
      <RadioField
        name="mail"
        label={t('AdminResendWhich')}
        required
        options={mails.map((mail) => ({ value: mail, label: t(MAIL_KEYS[mail]) }))}
      />
    </Form>
  );
}

/** A bank transfer arrived: the day and the payment order's number; the order becomes paid. */
export function MarkPaidDialog({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const markPaid = useOrderAction((transfer: { paid_on: string; reference: string }) =>
    markOrderPaid(order.id, transfer),
  );
  return (
    <ActionDialog
      label={t('AdminMarkPaid')}
      title={t('AdminMarkPaidTitle', order.number)}
      description={t('AdminMarkPaidText')}
      testId="admin-order-mark-paid"
    >
      {(close) => <MarkPaidForm onMarkPaid={(transfer) => markPaid.mutateAsync(transfer)} onDone={close} />}
    </ActionDialog>
  );
}

function MarkPaidForm({
  onMarkPaid,
  onDone,
}: {
  onMarkPaid: (transfer: { paid_on: string; reference: string }) => Promise<unknown>;
  onDone: () => void;
}) {
  const t = useT();
  const form = useContractForm<
    { paid_on: string; reference: string },
    Awaited<ReturnType<typeof loadMarkPaidRules>>
  >({
    schema: loadMarkPaidRules,
    defaultValues: { paid_on: moscowDay(new Date()), reference: '' },
    humanCheck: false,
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => onMarkPaid(values)}
      onSuccess={onDone}
      submitLabel={t('AdminMarkPaidConfirm')}
      keepFormOnSuccess
    >
      <TextField name="paid_on" label={t('AdminPaidOn')} hint={t('AdminDayFormat')} required maxLength={10} />
      <TextField name="reference" label={t('AdminPaymentReference')} required maxLength={64} />
    </Form>
  );
}

const loadRefundMadeRules = () => loadOrderRules().then((rules) => rules.refundMadeSchema);

/** The money of a payment due for refund went back: the refund's reference; the notice goes. */
export function RefundMadeDialog({ order, payment }: { order: AdminOrderDetail; payment: Payment }) {
  const t = useT();
  const refundMade = useOrderAction((reference: string) =>
    markRefundMade(order.id, { payment_id: payment.id, reference }),
  );
  const form = useContractForm<{ reference: string }, Awaited<ReturnType<typeof loadRefundMadeRules>>>({
    schema: loadRefundMadeRules,
    defaultValues: { reference: '' },
    humanCheck: false,
  });
  return (
    <ActionDialog
      label={t('AdminRefundMade')}
      title={t('AdminRefundMadeTitle', order.number)}
      description={t('AdminRefundMadeText')}
      tone="secondary"
      testId="admin-refund-made"
    >
      {(close) => (
        <Form
          form={form}
          onSubmit={(values) => refundMade.mutateAsync(values.reference)}
          onSuccess={close}
          submitLabel={t('AdminRefundMadeConfirm')}
          keepFormOnSuccess
        >
          <TextField name="reference" label={t('AdminRefundReference')} required maxLength={64} />
        </Form>
      )}
    </ActionDialog>
  );
}

/**
 * Uploads one item's document: a file input, the upload's progress, the server's refusals
 * (DocumentTypeNotAllowed, DocumentTooLarge) shown in the dialog; it closes once the file is in.
 */
export function UploadDialog({ order, item }: { order: AdminOrderDetail; item: Item }) {
  const t = useT();
  const replacing = item.documents.some((document) => document.current);
  return (
    <ActionDialog
      label={replacing ? t('AdminReplaceDocument') : t('AdminUploadDocument')}
      title={t('AdminUploadTitle', item.product_name)}
      description={t('AdminUploadText', item.company_name, order.number)}
      tone={replacing ? 'secondary' : undefined}
      testId={`admin-upload-${item.id}`}
    >
      {(close) => <UploadForm itemId={item.id} onDone={close} />}
    </ActionDialog>
  );
}

const ACCEPTED = '.pdf,.doc,.docx,.xls,.xlsx,.odt,.rtf,.jpg,.jpeg,.png';

function UploadForm({ itemId, onDone }: { itemId: number; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [progress, setProgress] = useState(0);
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument(itemId, setProgress);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    const file = input.current?.files?.[0];
    if (!file || file.size === 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setProgress(0);
    upload.mutate(file, { onSuccess: onDone });
  };
  const error = missing ? t('FieldCannotBeEmpty') : upload.isError ? refusalText(t, upload.error) : '';
  return (
    <form className={styles.dialogBody} onSubmit={submit} noValidate>
      <div className={styles.filter}>
        <label htmlFor={`${id}-file`}>{t('AdminDocumentFile')}</label>
        <input
          ref={input}
          id={`${id}-file`}
          name="file"
          type="file"
          accept={ACCEPTED}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={upload.isPending}
          data-testid="admin-upload-file"
        />
        <p id={`${id}-hint`} className={styles.muted}>
          {t('AdminDocumentHint')}
        </p>
      </div>
      {upload.isPending ? (
        <div className={styles.progress}>
          <progress max={100} value={progress} aria-label={t('AdminUploading')} />
          <span role="status">{t('AdminUploadingPercent', progress)}</span>
        </div>
      ) : null}
      <DialogSubmit
        pending={upload.isPending}
        label={t('AdminUpload')}
        pendingLabel={t('AdminUploading')}
        error={error}
        errorId={`${id}-error`}
        testId="admin-upload-submit"
        errorTestId="admin-upload-error"
      />
    </form>
  );
}
