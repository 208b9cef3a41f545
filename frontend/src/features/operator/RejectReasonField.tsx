import { TextareaField } from '@marketplace/design-system';

/** Why a credential is rejected: e-mailed to the contractor word for word. */
export function RejectReasonField({ value, onChange, error, who }: { value: string; onChange: (value: string) => void; error?: string; who: string }) {
  return (
    <TextareaField
      label="Reason"
      required
      rows={3}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      helperText={`${who} receives this by e-mail, e.g. "The number is not on the ESA public register."`}
      errorText={error}
    />
  );
}
