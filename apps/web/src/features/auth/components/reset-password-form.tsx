import { PASSWORD_MIN_LENGTH } from '@storefront/contract/constants';
import { Link } from '@/components/link/link';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import {
  loadResetPasswordRules,
  resetNewPassword,
  type ResetPasswordFormValues,
  type ResetPasswordSchema,
} from '../api/reset-password';

/** The new password and its repeat, sent with the mailed token; then a way to the login page. */
export function ResetPasswordForm({ resetToken, labelledBy }: { resetToken: string; labelledBy: string }) {
  const t = useT();
  const form = useContractForm<ResetPasswordFormValues, ResetPasswordSchema>({
    schema: loadResetPasswordRules,
    defaultValues: { ResetPasswordForm: { password: '', passwordRepeat: '' } },
  });
  return (
    <Form
      form={form}
      onSubmit={(values, token) => resetNewPassword(values, resetToken, token ?? '')}
      submitLabel={t('ResetPassword')}
      successMessage={t('PasswordChanged')}
      successActions={
        <Link to={paths.login} className="button">
          {t('Login')}
        </Link>
      }
      aria-labelledby={labelledBy}
    >
      <TextField
        name="ResetPasswordForm.password"
        type="password"
        label={t('NewPassword')}
        required
        autoComplete="new-password"
        hint={t('NewPasswordRule', PASSWORD_MIN_LENGTH)}
        deps={['ResetPasswordForm.passwordRepeat']}
      />
      <TextField
        name="ResetPasswordForm.passwordRepeat"
        type="password"
        label={t('RepeatPassword')}
        required
        autoComplete="new-password"
      />
    </Form>
  );
}
