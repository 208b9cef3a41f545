import { Textarea } from '@chakra-ui/react/textarea';
import type { TextareaProps } from '@chakra-ui/react/textarea';
import { forwardRef } from 'react';
import { FieldShell } from './FieldShell';
import type { FieldBaseProps } from './FieldShell';

export interface TextareaFieldProps extends FieldBaseProps, Omit<TextareaProps, 'required' | 'disabled' | 'readOnly'> {
  /**
   * Visible rows.
   * @default 4
   */
  rows?: number;
}

/** Multi-line text input (descriptions, approach, experience) with label, help and error text. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, helperText, errorText, required, disabled, readOnly, hideLabel, rows = 4, ...textareaProps },
  ref,
) {
  return (
    <FieldShell label={label} helperText={helperText} errorText={errorText} required={required} disabled={disabled} readOnly={readOnly} hideLabel={hideLabel} id={textareaProps.id}>
      {(control) => <Textarea ref={ref} rows={rows} bg="bg.panel" autoresize={false} {...textareaProps} {...control} />}
    </FieldShell>
  );
});
