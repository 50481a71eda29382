import { PASSWORD_MIN_LENGTH } from '@storefront/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { signIn } from '@/lib/session/use-session';
import { useT } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { linkClientId } from '../api/login';
import { loadRegisterRules, register, type RegisterFormValues, type RegisterSchema } from '../api/register';

/**
 * E-mail, password (its rule shown under it) and the repeat, which must match. A new account is
 * signed in at once, for a day (registration has no remember-me).
 */
export function RegisterForm({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const form = useContractForm<RegisterFormValues, RegisterSchema>({
    schema: loadRegisterRules,
    defaultValues: { SignupForm: { email: '', password: '', passwordRepeat: '' } },
  });
  return (
    <Form
      form={form}
      onSubmit={(values, token) => register(values, token ?? '', lang)}
      onSuccess={(answer) => {
        signIn(queryClient, answer, false);
        linkClientId();
      }}
      submitLabel={t('Register')}
      successMessage={t('RegisterSuccess')}
      keepFormOnSuccess
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
