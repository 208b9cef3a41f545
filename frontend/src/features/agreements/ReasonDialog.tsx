import { Button, FormDialog, Notice, Stack, TextareaField } from '@marketplace/design-system';
import { AGREEMENT_LIMITS, AGREEMENT_MESSAGES } from '@marketplace/rules';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The text area's label, e.g. 'What should change?'. */
  label: string;
  helpText?: string;
  /** Whether the note must be given (a request for changes) or may be left empty (a reason to decline). */
  required?: boolean;
  /** Said when a required note is empty. */
  requiredMessage?: string;
  submitLabel: string;
  tone?: 'default' | 'danger';
  /** Sends the note (null when empty); resolves with the problem to show, or nothing when done (the dialog closes). */
  onSubmit: (note: string | null) => Promise<string | undefined>;
  /** Shown above the note, e.g. the cooling-off period's last day. */
  children?: ReactNode;
}

/** A step on the agreement that carries a note: ask for changes, decline, cancel, record a cancellation. */
export function ReasonDialog({ open, onClose, title, description, label, helpText, required = false, requiredMessage, submitLabel, tone = 'default', onSubmit, children }: ReasonDialogProps) {
  const formId = `reason-${useId()}`;
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (!open) return;
    setNote('');
    setError(undefined);
    setProblem(undefined);
  }, [open]);

  const submit = async () => {
    const text = note.trim();
    if (required && text === '') {
      setError(requiredMessage ?? 'Write a note');
      fieldRef.current?.focus();
      return;
    }
    if (text.length > AGREEMENT_LIMITS.note) {
      setError(AGREEMENT_MESSAGES.tooLong(AGREEMENT_LIMITS.note));
      fieldRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const failed = await onSubmit(text === '' ? null : text);
      if (failed) setProblem(failed);
      else onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !sending) onClose();
      }}
      title={title}
      description={description}
      size="md"
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} colorPalette={tone === 'danger' ? 'red' : 'brand'} loading={sending} loadingText={submitLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        aria-label={title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4">
          {children}
          {problem ? (
            <Notice tone="warning" role="alert">
              {problem}
            </Notice>
          ) : null}
          <TextareaField
            ref={fieldRef}
            label={label}
            required={required}
            helperText={helpText}
            errorText={error}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setError(undefined);
            }}
            rows={5}
          />
        </Stack>
      </form>
    </FormDialog>
  );
}
