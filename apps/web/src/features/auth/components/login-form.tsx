import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CheckboxField } from '@/components/form/checkbox-field';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { signIn } from '@/lib/session/use-session';
import { useT } from '@/lib/i18n';
import { linkClientId, loadLoginRules, login, type LoginFormValues, type LoginSchema } from '../api/login';

/**
 * E-mail, password and remember-me. A successful login keeps the token (30 days with remember-me,
 * else 1 day and dropped when the shop is left); the guest-only layout then leaves the page.
 */
export function LoginForm({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  // The checkout sends a customer here with the e-mail that has an account.
  const [search] = useSearchParams();
  const email = search.get('email')?.slice(0, 254) ?? '';
  const form = useContractForm<LoginFormValues, LoginSchema>({
    schema: loadLoginRules,
    defaultValues: { LoginForm: { username: email, password: '', rememberMe: false } },
    humanCheck: false,
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => login(values)}
      onSuccess={(answer, values) => {
        signIn(queryClient, answer, values.LoginForm.rememberMe);
        linkClientId();
      }}
      submitLabel={t('Login')}
      keepFormOnSuccess
      aria-labelledby={labelledBy}
    >
      <TextField
        name="LoginForm.username"
        type="email"
        label={t('Email')}
        required
        autoComplete="username"
        placeholder={t('EmailPlaceholder')}
      />
      <TextField
        name="LoginForm.password"
        type="password"
        label={t('Password')}
        required
        autoComplete="current-password"
      />
      <CheckboxField name="LoginForm.rememberMe" label={t('RememberMe')} />
    </Form>
  );
}
