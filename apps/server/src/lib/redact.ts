const SECRET_PARAMS =
  /([?&](?:token|auth_key|reset_token|confirm_token|manager_token|manager_auth_key|password|payment)=)[^&#]*/gi;

/** Query values that grant access never reach the logs (`payment`: the sandbox page's unguessable id). */
export function redactSecretsInUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
