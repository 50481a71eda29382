/**
 * Request bodies are form-encoded with PHP-style bracket names (spec section 7), which the server
 * parses back into nesting: `{ LoginForm: { username: 'a' } }` ↔ `LoginForm[username]=a`,
 * `{ cart_ids: [1, 2] }` ↔ `cart_ids[]=1&cart_ids[]=2`.
 */

export type FormField = [name: string, value: string];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

function scalarText(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function appendFields(fields: FormField[], name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    // Scalars repeat under `name[]`; nested values need an index so their keys stay together.
    value.forEach((item, index) =>
      appendFields(fields, isPlainObject(item) ? `${name}[${index}]` : `${name}[]`, item),
    );
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) appendFields(fields, `${name}[${key}]`, item);
    return;
  }
  fields.push([name, scalarText(value)]);
}

/**
 * Flattens a body into form fields: nested objects to `a[b]`, arrays to repeated `a[]`, booleans
 * to '1'/'0', numbers to their text; undefined and null are left out (an empty list sends nothing).
 */
export function toFormFields(body: object): FormField[] {
  const fields: FormField[] = [];
  for (const [key, value] of Object.entries(body)) appendFields(fields, key, value);
  return fields;
}

export function toFormData(body: object): FormData {
  const data = new FormData();
  for (const [name, value] of toFormFields(body)) data.append(name, value);
  return data;
}

export function toUrlSearchParams(body: object): URLSearchParams {
  return new URLSearchParams(toFormFields(body));
}
