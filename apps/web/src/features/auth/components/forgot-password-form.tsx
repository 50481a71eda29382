import { Link } from '@/components/link/link';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import {
  requestNewPassword,
  type RequestNewPasswordFormValues,
  loadRequestNewPasswordRules,
  type RequestNewPasswordSchema,
} from '../api/request-new-password';

/** Asks for a reset link by e-mail; the answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const [sentTo, setSentTo] = useState('');
  const form = useContractForm<RequestNewPasswordFormValues, RequestNewPasswordSchema>({
    schema: loadRequestNewPasswordRules,
    defaultValues: { PasswordResetRequestForm: { email: '' } },
  });
  return (
    <Form
      form={form}
      onSubmit={(values, token) => requestNewPassword(values, token ?? '')}
      onSuccess={(_answer, values) => setSentTo(values.PasswordResetRequestForm.email)}
      submitLabel={t('SendResetLink')}
      successMessage={t('ResetLinkSent', sentTo)}
      successActions={
        <Link to={paths.login} className="button button-secondary">
          {t('BackToLogin')}
        </Link>
      }
      aria-labelledby={labelledBy}
    >
      <TextField
        name="PasswordResetRequestForm.email"
        type="email"
        label={t('Email')}
        required
        autoComplete="email"
        placeholder={t('EmailPlaceholder')}
      />
    </Form>
  );
}
