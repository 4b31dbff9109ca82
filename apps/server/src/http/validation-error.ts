import { HttpError } from './errors';

interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  /** A custom issue may name its stable code: `ctx.addIssue({code: 'custom', message, params: {code}})`. */
  params?: unknown;
}

const codeOf = (issue: Issue | undefined): string | undefined => {
  const code = (issue?.params as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** 422 with field errors from a zod failure; the first field's text is the message (and its code the code). */
export function validationError(error: { issues: ReadonlyArray<Issue> }): HttpError {
  const errors: Record<string, string[]> = {};
  let first: Issue | undefined;
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    first ??= issue;
    (errors[field] ??= []).push(issue.message);
  }
  const firstField = Object.values(errors)[0];
  const message = firstField?.[0] ?? 'Invalid input';
  // The message is the first issue of the first field, which is the first issue seen.
  return new HttpError(422, message, errors, first?.message === message ? codeOf(first) : undefined);
}
