import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { type ApiErrorSplit, type FieldMapping, splitApiError } from './form-errors';

/**
 * Puts a failed call's field errors on the form's fields and keeps the rest as one form-level message
 * (shown with `FormErrorAlert`); a dotted name (`attributes.<id>`) marks a nested field. Returns the split so the caller can react to particular codes.
 */
export function useApiFormErrors<Values>(
  form: FormInstance<Values>,
  fieldNames: readonly string[],
  mapping?: FieldMapping,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const showError = useCallback(
    (error: unknown): ApiErrorSplit => {
      const split = splitApiError(error, fieldNames, mapping);
      // A dotted field name is a path into nested values (`attributes.<id>`: a product's attribute).
      form.setFields(split.fields.map(({ name, errors }) => ({ name: name.split('.') as never, errors })));
      setFormError(split.general.length > 0 ? split.general.join(' ') : null);
      return split;
    },
    [form, fieldNames, mapping],
  );
  const clearError = useCallback(() => setFormError(null), []);
  return { formError, showError, clearError };
}
