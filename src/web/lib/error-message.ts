/** The text to show for a failed call: the error's message (the hooks carry the product's), or the fallback. */
export function errorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
