import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@web/lib/api-client';

/**
 * Puts the server's per-field messages (a 400 with `fields`) under the form's own fields, so a
 * rule only the server knows reads the same as one the browser checked. Answers whether any
 * field took a message; fields the form does not have are left to the toast.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fields) return false;
  let shown = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fieldNames.find((candidate) => candidate === name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
