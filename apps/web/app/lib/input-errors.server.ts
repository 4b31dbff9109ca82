import type { ZodType } from 'zod';
import { errorText } from '@fardin/core/error-codes';
import type { Locale } from '@fardin/core/locale';
import { issueText, meaningOf } from '@fardin/core/validation-issue';

/**
 * Every refused field of a form at once, in the page's language, checked with the API's own schema
 * before the call: the API's 422 names only its first refused field (`fieldErrors`), so a form with
 * three mistakes would show them one submit at a time. Each field gets its first problem's text,
 * translated by code as the API's refusal would be (decision 0017); fields in the schema's order.
 * What only the server knows (a taken phone, a common password) still comes from the call.
 */
export async function inputErrors(schema: ZodType, input: unknown, locale: Locale): Promise<Record<string, string>> {
  const result = await schema.safeParseAsync(input, { reportInput: true, error: issueText });
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const meaning = meaningOf(issue);
    errors[meaning.field] ??= errorText(meaning.code, locale, issue.message, meaning.params);
  }
  return errors;
}
