import { Field } from '@chakra-ui/react/field';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** Props every form field shares. */
export interface FieldBaseProps {
  /** Visible label. */
  label: string;
  /** Help text under the control, tied to it with aria-describedby. */
  helperText?: ReactNode;
  /** Error message; when set the field is invalid and the message is announced with the control. */
  errorText?: ReactNode;
  /**
   * Marks the field required (asterisk + `required`/`aria-required`).
   * @default false
   */
  required?: boolean;
  /**
   * Disables the control.
   * @default false
   */
  disabled?: boolean;
  /**
   * Read-only control.
   * @default false
   */
  readOnly?: boolean;
  /**
   * Keeps the label for screen readers only, where the context already shows what the control is
   * (e.g. a status dropdown on a card that names its project).
   * @default false
   */
  hideLabel?: boolean;
}

/** Props the shell hands to the control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
}

/**
 * Field.Root wiring shared by the field primitives: label, required marker,
 * helper and error text. Ark 5 points only `aria-errormessage` at the error,
 * which many screen readers ignore, so the shell puts both the helper and the
 * error ids in the control's `aria-describedby` itself.
 */
export function FieldShell({
  label,
  helperText,
  errorText,
  required = false,
  disabled = false,
  readOnly = false,
  hideLabel = false,
  children,
  id,
}: FieldBaseProps & { id?: string; children: (control: FieldControlProps) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId.replace(/:/g, '')}`;
  const helperId = `${controlId}-help`;
  const errorId = `${controlId}-error`;
  const invalid = errorText !== undefined && errorText !== null && errorText !== false && errorText !== '';
  return (
    <Field.Root
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      gap="1.5"
      id={controlId}
      ids={{ helperText: helperId, errorText: errorId }}
    >
      <Field.Label fontWeight="medium" srOnly={hideLabel}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children({
        id: controlId,
        'aria-describedby': [helperText ? helperId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined,
      })}
      {helperText ? <Field.HelperText color="fg.muted">{helperText}</Field.HelperText> : null}
      {invalid ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
