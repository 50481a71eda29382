import { PASSWORD_MIN_LENGTH } from '@storefront/contract/constants';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { loadRegisterRules, register, type RegisterFormValues, type RegisterSchema } from '../api/register';

/**
 * E-mail, password (its rule shown under it) and the repeat, which must match. The server answers
 * alike whether or not the e-mail has an account (ADR 023), so the form only says to check the
 * mail: the link in it confirms the account and signs in (the confirm-email page).
 */
export function RegisterForm({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const form = useContractForm<RegisterFormValues, RegisterSchema>({
    schema: loadRegisterRules,
    defaultValues: { SignupForm: { email: '', password: '', passwordRepeat: '' } },
  });
  return (
    <Form
      form={form}
      onSubmit={(values, token) => register(values, token ?? '', lang)}
      submitLabel={t('Register')}
      successMessage={t('RegisterCheckEmail')}
      aria-labelledby={labelledBy}
    >
      <TextField
        name="SignupForm.email"
        type="email"
        label={t('Email')}
        required
        autoComplete="email"
        placeholder={t('EmailPlaceholder')}
      />
      <TextField
        name="SignupForm.password"
        type="password"
        label={t('Password')}
        required
        autoComplete="new-password"
        hint={t('NewPasswordRule', PASSWORD_MIN_LENGTH)}
        deps={['SignupForm.passwordRepeat']}
      />
      <TextField
        name="SignupForm.passwordRepeat"
        type="password"
        label={t('RepeatPassword')}
        required
        autoComplete="new-password"
      />
    </Form>
  );
}
