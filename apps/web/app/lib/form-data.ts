/** A posted form's text field, trimmed ('' when absent or a file). */
export function formText(form: FormData, name: string): string {
  return formRaw(form, name).trim();
}

/** A posted form's text field as typed (passwords keep their spaces). */
export function formRaw(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A number field, or undefined when empty. */
export function formNumber(form: FormData, name: string): number | undefined {
  const value = formText(form, name);
  return value === '' ? undefined : Number(value);
}
