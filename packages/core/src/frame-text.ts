/**
 * The spec's texts the page frame shows itself (the error page's last resort when the frame could not
 * load) and the snackbar's rule, apart from `messages.ts`: the browser's frame chunk then carries
 * these few strings instead of every spec text (decision 0060). `SPEC_TEXT` includes them.
 */
export const FRAME_SPEC_TEXT = {
  errorOccurred: 'An error occurred',
  errorPageFailedTitle: 'An error occurred while showing the error page',
  errorPageFailedBody: 'Unfortunately an error occurred and while showing the error page another error occurred',
  goHome: 'Go back to home',
} as const;

/** Snackbar rule of SPEC section 4: the word 'User' in a message is replaced by 'You'. */
export function snackbarText(message: string): string {
  return message.replace(/\bUser\b/g, 'You');
}
