import {
  FOREIGN_TAX_ID_MAX_LENGTH,
  INN_COUNTRY,
  isForeignPayer,
  type LegalEntity,
  type PaymentMethodId,
  type User,
} from '@storefront/contract';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from '@/components/link/link';
import { CheckboxField } from '@/components/form/checkbox-field';
import { Form } from '@/components/form/form';
import { PhoneField } from '@/components/form/phone-field';
import { phoneMaskOptions } from '@/components/form/phone-mask';
import { RadioField } from '@/components/form/radio-field';
import { type SelectOption, SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { loginPath, paths } from '@/config/paths';
import { useHumanCheck } from '@/lib/human-check/human-check-context';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useSettings } from '@/lib/settings/get-settings';
import {
  type CheckoutFormValues,
  type CheckoutSchema,
  isUserExists,
  loadCheckoutRules,
  saveOrder,
  type SaveOrderAnswer,
} from '../api/save-order';
import { mailSignInLink } from '../api/sign-in-link';
import {
  clearCheckoutDraft,
  readCheckoutDraft,
  rememberGuestLines,
  withDraft,
  writeCheckoutDraft,
} from '../utils/checkout-draft';
import { checkoutPrefill, defaultPayer } from '../utils/checkout-prefill';
import { newCheckoutKey } from '../utils/checkout-key';
import styles from './checkout.module.css';

/** The static pages (`/page/:link`) with the texts a placed order accepts. */
const OFFER_PAGE = 'offer';
const PRIVACY_PAGE = 'privacy';

/** A Russian INN: 10 digits (an organisation) or 12 (an individual entrepreneur). */
const INN_MAX_LENGTH = 12;

const PAYMENT_METHOD_TEXTS: Record<PaymentMethodId, { label: string; next: string }> = {
  card: { label: 'PaymentCard', next: 'PaymentCardNext' },
  invoice: { label: 'PaymentInvoice', next: 'PaymentInvoiceNext' },
};

/** Which of the customer's legal entities pays; picking one fills the payer's name and INN. */
function PayerChooser({
  entities,
  initial,
  onChoose,
}: {
  entities: LegalEntity[];
  initial?: LegalEntity;
  onChoose(entity: LegalEntity | undefined): void;
}) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState(initial ? String(initial.id) : '');
  return (
    <div className={styles.chooser}>
      <label htmlFor={id} className={styles.chooserLabel}>
        {t('ChoosePayer')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value);
          onChoose(entities.find((entity) => String(entity.id) === event.target.value));
        }}
        data-testid="payer-chooser"
      >
        {entities.map((entity) => (
          <option key={entity.id} value={entity.id}>
            {entity.name} · {t('Inn')} {entity.inn}
          </option>
        ))}
        <option value="">{t('OtherPayer')}</option>
      </select>
    </div>
  );
}

/**
 * The e-mail belongs to an account: log in to it (the e-mail filled in, back here with the form as
 * typed), or, for an account an earlier checkout made and which has no password yet, have a
 * sign-in link mailed. Shown next to the e-mail field.
 */
function AccountExistsNotice({ email, onLogin }: { email: string; onLogin(): void }) {
  const t = useT();
  const humanCheck = useHumanCheck();
  const [link, setLink] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const box = useRef<HTMLDivElement>(null);
  // The form was sent from its bottom: the notice, by the e-mail field above, is brought into view.
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    box.current?.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  }, []);
  const sendLink = async () => {
    setLink('sending');
    try {
      await mailSignInLink(email, await humanCheck.token());
      setLink('sent');
    } catch {
      setLink('failed');
    }
  };
  return (
    <div className={`${styles.wide} ${styles.notice}`} data-testid="user-exists" ref={box}>
      <p>{t('UserExistsCheckout')}</p>
      <div className={styles.noticeActions}>
        <Link className="button" to={loginPath(undefined, paths.checkout, email)} onClick={onLogin}>
          {t('LoginToContinue')}
        </Link>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void sendLink()}
          disabled={link === 'sending' || link === 'sent'}
          data-testid="mail-sign-in-link"
        >
          {t('MailSignInLink')}
        </button>
      </div>
      <p className={styles.muted} role="status">
        {link === 'sent'
          ? t('SignInLinkSent', email)
          : link === 'failed'
            ? t('SignInLinkFailed')
            : t('SignInLinkHint')}
      </p>
    </div>
  );
}

/**
 * "By clicking the button you accept the public offer and the privacy policy", each a link to its
 * page opened in a new tab, so the form stays as typed (the draft would bring it back anyway).
 */
function TermsConsent() {
  const t = useT();
  const link = (page: string, label: string, testId: string) => (
    <Link to={paths.page(page)} target="_blank" rel="noopener" data-testid={testId}>
      {label}
      <span className="visually-hidden"> {t('OpensInNewTab')}</span>
    </Link>
  );
  const offer = link(OFFER_PAGE, t('PublicOfferLink'), 'offer-link');
  const privacy = link(PRIVACY_PAGE, t('PrivacyPolicyLink'), 'privacy-link');
  // The links go where the text has its two %s; a text edited without them gets them after it.
  const MARK = '\u0000';
  const parts = t('AgreeToTerms', MARK, MARK).split(MARK);
  return (
    <p className={styles.muted} data-testid="checkout-terms">
      {parts.length === 3 ? (
        <>
          {parts[0]}
          {offer}
          {parts[1]}
          {privacy}
          {parts[2]}
        </>
      ) : (
        <>
          {parts.join('')} {offer}, {privacy}
        </>
      )}
    </p>
  );
}

/** The payer's country: Russia first, then the countries the shop names (its phone masks'). */
function usePayerCountries(current: string): SelectOption[] {
  const { settings } = useSettings();
  return useMemo(() => {
    const countries = phoneMaskOptions(settings.phoneMasks)
      .map((option) => ({ value: option.code, label: option.name }))
      .sort((a, b) => Number(b.value === INN_COUNTRY) - Number(a.value === INN_COUNTRY));
    // A country the shop no longer names (a last checkout's) stays choosable under its code.
    return countries.some((country) => country.value === current)
      ? countries
      : [...countries, { value: current, label: current }];
  }, [settings.phoneMasks, current]);
}

export interface CheckoutFormProps {
  /** Whether an item of the cart needs paper delivery: the delivery block is shown and required. */
  deliveryRequired: boolean;
  paymentMethods: readonly PaymentMethodId[];
  /**
   * The cart's content as one value: the answers of save-order belong to the cart they were given
   * for, so a change of the cart (here, in the popup, or in another tab) takes the user-exists
   * notice and any error away (spec section 4: after any cart update the flag resets).
   */
  cartKey: string;
  /** The signed-in customer (null for a guest) and their legal entities. */
  user: User | null;
  entities: LegalEntity[];
  /** Lines in the cart now: noted when the login is offered, to tell what a login merged in. */
  cartLines: number;
  onPlaced(answer: SaveOrderAnswer): void;
}

/**
 * The checkout data of spec section 3: the buyer, the paying legal entity, the delivery of the
 * originals (only when the cart needs it), the payment method and a comment, through the form
 * wrapper with the invisible human check. A signed-in customer starts from the profile and the
 * default legal entity (a chooser when there are several). An e-mail that belongs to an account
 * keeps the form and the cart, and offers the login that comes back here.
 */
export function CheckoutForm({
  deliveryRequired,
  paymentMethods,
  cartKey,
  user,
  entities,
  cartLines,
  onPlaced,
}: CheckoutFormProps) {
  const t = useT();
  const { lang } = useLanguage();
  const [initialPayer] = useState(() => defaultPayer(entities));
  const [prefill] = useState(() => checkoutPrefill(user, paymentMethods, initialPayer));
  /** This visit's value, sent with every submit of it (a retry, a second click). */
  const [checkoutKey] = useState(newCheckoutKey);
  /** The cart key save-order answered userExists for; shown while the cart stays that cart. */
  const [userExistsFor, setUserExistsFor] = useState<string | null>(null);
  const userExists = userExistsFor === cartKey;
  const schema = useCallback(() => loadCheckoutRules(deliveryRequired), [deliveryRequired]);
  // What was typed before a reload or a login comes back; the profile fills only the rest.
  const [start] = useState(() => withDraft(prefill.values, readCheckoutDraft()));
  const form = useContractForm<CheckoutFormValues, CheckoutSchema>({ schema, defaultValues: start });
  useEffect(() => {
    const watching = form.watch((values) => writeCheckoutDraft(values as Partial<CheckoutFormValues>));
    return () => watching.unsubscribe();
  }, [form]);

  const choosePayer = (entity: LegalEntity | undefined) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('yur_name', entity?.name ?? '', options);
    form.setValue('yur_inn', entity?.inn ?? '', options);
    if (entity) form.setValue('yur_country', INN_COUNTRY, options);
  };
  const [payerCountry = INN_COUNTRY, payerInn = ''] = useWatch({
    control: form.control,
    name: ['yur_country', 'yur_inn'],
  });
  const foreignPayer = isForeignPayer(payerCountry);
  const payerCountries = usePayerCountries(payerCountry);
  // A customer's payer typed in (not one they keep: its INN is not theirs yet) may be kept;
  // a foreign one may not: the legal entities hold Russian requisites.
  const offerToKeep =
    user !== null && !foreignPayer && !entities.some((entity) => entity.inn === payerInn.trim());

  return (
    <>
      <Form
        form={form}
        onSubmit={async (values, token) => {
          const sentFor = cartKey;
          setUserExistsFor(null);
          try {
            return await saveOrder(
              { ...values, save_legal_entity: offerToKeep && values.save_legal_entity },
              { token: token ?? '', lang, customerId: user?.id, checkoutKey },
            );
          } catch (error) {
            if (isUserExists(error)) setUserExistsFor(sentFor);
            throw error;
          }
        }}
        resetErrorOn={cartKey}
        onSuccess={(answer) => {
          clearCheckoutDraft();
          onPlaced(answer);
        }}
        submitLabel={t('PlaceOrder')}
        successMessage={t('OrderPlacedRedirecting')}
        keepFormOnSuccess
        requiredHint
        className={styles.form}
        aria-label={t('Checkout')}
      >
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('CustomerDetails')}</legend>
          <div className={styles.grid}>
            <TextField name="last_name" label={t('LastName')} required autoComplete="family-name" />
            <TextField name="first_name" label={t('FirstName')} required autoComplete="given-name" />
            <TextField name="middle_name" label={t('MiddleName')} autoComplete="additional-name" />
            <TextField
              name="email"
              type="email"
              label={t('Email')}
              required
              autoComplete="email"
              placeholder={t('EmailPlaceholder')}
              hint={user ? undefined : t('CheckoutEmailHint')}
            />
            {userExists ? (
              <AccountExistsNotice
                email={form.getValues('email')}
                onLogin={() => rememberGuestLines(cartLines)}
              />
            ) : null}
            <PhoneField name="phone" label={t('Phone')} required defaultCountry={prefill.phoneCountry} />
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('PayerDetails')}</legend>
          {entities.length > 1 ? (
            <PayerChooser entities={entities} initial={initialPayer} onChoose={choosePayer} />
          ) : null}
          <div className={styles.grid}>
            <TextField name="yur_name" label={t('YurName')} autoComplete="organization" />
            <SelectField name="yur_country" label={t('PayerCountry')} options={payerCountries} />
            <TextField
              name="yur_inn"
              label={foreignPayer ? t('TaxId') : t('YurInn')}
              hint={foreignPayer ? t('TaxIdHint') : undefined}
              autoComplete="off"
              inputMode={foreignPayer ? undefined : 'numeric'}
              maxLength={foreignPayer ? FOREIGN_TAX_ID_MAX_LENGTH : INN_MAX_LENGTH}
            />
            {offerToKeep ? (
              <div className={styles.wide} data-testid="save-legal-entity">
                <CheckboxField name="save_legal_entity" label={t('SaveToLegalEntities')} />
              </div>
            ) : null}
          </div>
        </fieldset>
        {deliveryRequired ? (
          <fieldset className={styles.group} data-testid="delivery-block">
            <legend className={styles.legend}>{t('DeliveryDetails')}</legend>
            <p className={styles.muted}>{t('DeliveryDetailsHint')}</p>
            <div className={styles.grid}>
              <TextField
                name="delivery_country"
                label={t('DeliveryCountry')}
                required
                autoComplete="country-name"
              />
              <TextField name="delivery_region" label={t('Region')} autoComplete="address-level1" />
              <TextField name="delivery_city" label={t('City')} required autoComplete="address-level2" />
              <TextField name="contact_index" label={t('ContactIndex')} required autoComplete="postal-code" />
              <div className={styles.wide}>
                <TextField
                  name="delivery_address"
                  label={t('DeliveryAddress')}
                  required
                  autoComplete="street-address"
                />
              </div>
              <TextField name="contact_name" label={t('ContactName')} required autoComplete="off" />
              <PhoneField
                name="contact_phone"
                label={t('ContactPhone')}
                required
                defaultCountry={prefill.contactPhoneCountry}
              />
            </div>
          </fieldset>
        ) : null}
        <RadioField
          name="payment_method"
          label={t('PaymentMethod')}
          required
          options={paymentMethods.map((method) => ({
            value: method,
            label: t(PAYMENT_METHOD_TEXTS[method].label),
            description: t(PAYMENT_METHOD_TEXTS[method].next),
          }))}
        />
        <TextField
          name="comment"
          label={t('Comment')}
          placeholder={t('CommentPlaceholder')}
          autoComplete="off"
        />
        <TermsConsent />
      </Form>
    </>
  );
}
