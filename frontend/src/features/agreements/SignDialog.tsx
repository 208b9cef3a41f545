import { Box, Button, Checkbox, FormDialog, Notice, Stack, Text, TextField } from '@marketplace/design-system';
import { AGREEMENT_MESSAGES } from '@marketplace/shared';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { SignAgreementInput } from '../../gql/graphql';

/** The consent each signer gives (the Electronic Commerce Act, 2000 makes an electronic signature valid in Ontario). */
export const SIGN_CONSENT = (what: string) =>
  `I agree to sign ${what} electronically. Under Ontario’s Electronic Commerce Act, 2000, the name I type here is my signature and binds me as a signature on paper would.`;

export const DEPOSIT_CONFIRMATION =
  'I understand that the deposit is more than 10 % of the total, which Consumer Protection Ontario advises against, and I accept it.';

export interface SignDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'Sign the agreement', 'Sign change order 2'. */
  title: string;
  /** What is signed, for the consent: 'this agreement', 'this change order'. */
  what: string;
  /** The name the agreement gives the signer: they type it as their signature. */
  expectedName: string;
  /** The homeowner confirms a deposit over 10 % of the total. */
  confirmDeposit?: boolean;
  /** Signs; resolves with the problems to show (per field, or for the form), or nothing when signed. */
  onSign: (input: SignAgreementInput) => Promise<{ message?: string; fieldErrors?: Record<string, string> } | undefined>;
  children?: ReactNode;
}

type Errors = Partial<Record<'fullName' | 'consent' | 'confirmLargeDeposit', string>>;

function ConsentBox({ checked, onChange, label, error, id, inputRef }: { checked: boolean; onChange: (checked: boolean) => void; label: string; error?: string; id: string; inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <Stack gap="1">
      <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} alignItems="flex-start" invalid={Boolean(error)}>
        <Checkbox.HiddenInput ref={inputRef} aria-describedby={error ? `${id}-error` : undefined} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
      </Checkbox.Root>
      {error ? (
        <Text id={`${id}-error`} textStyle="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Signing: the signer types their full legal name as the agreement gives it and consents to sign
 * electronically; a homeowner also confirms a deposit over 10 %. The server records who signed which
 * exact document, when, from which address and browser.
 */
export function SignDialog({ open, onClose, title, what, expectedName, confirmDeposit = false, onSign, children }: SignDialogProps) {
  const formId = `sign-${useId()}`;
  const consentId = `consent-${useId()}`;
  const depositId = `deposit-${useId()}`;
  const nameRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const depositRef = useRef<HTMLInputElement>(null);
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [deposit, setDeposit] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [signing, setSigning] = useState(false);
  useEffect(() => {
    if (!open) return;
    setFullName('');
    setConsent(false);
    setDeposit(false);
    setErrors({});
    setProblem(undefined);
  }, [open]);

  const focusFirst = (found: Errors) => {
    const first = found.fullName ? nameRef.current : found.consent ? consentRef.current : depositRef.current;
    first?.focus();
  };

  const submit = async () => {
    const found: Errors = {};
    if (fullName.trim() === '') found.fullName = AGREEMENT_MESSAGES.signatureName;
    if (!consent) found.consent = AGREEMENT_MESSAGES.signatureConsent;
    if (confirmDeposit && !deposit) found.confirmLargeDeposit = AGREEMENT_MESSAGES.depositConfirmation;
    setErrors(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSigning(true);
    try {
      const failed = await onSign({ fullName: fullName.trim(), consent: true, ...(confirmDeposit ? { confirmLargeDeposit: true } : {}) });
      if (!failed) {
        onClose();
        return;
      }
      const fieldErrors: Errors = {};
      for (const key of ['fullName', 'consent', 'confirmLargeDeposit'] as const) if (failed.fieldErrors?.[key]) fieldErrors[key] = failed.fieldErrors[key];
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length > 0) focusFirst(fieldErrors);
      else setProblem(failed.message);
    } finally {
      setSigning(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !signing) onClose();
      }}
      title={title}
      description={`Type your full legal name as it appears on the agreement: ${expectedName}.`}
      size="md"
      initialFocusRef={nameRef}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={signing}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={signing} loadingText="Signing…">
            Sign
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
        <Stack gap="5">
          {children}
          {problem ? (
            <Notice tone="warning" role="alert">
              {problem}
            </Notice>
          ) : null}
          <TextField
            ref={nameRef}
            label="Your full legal name"
            required
            autoComplete="name"
            value={fullName}
            onChange={(event) => {
              setFullName(event.currentTarget.value);
              setErrors((current) => ({ ...current, fullName: undefined }));
            }}
            errorText={errors.fullName}
          />
          <ConsentBox
            id={consentId}
            inputRef={consentRef}
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              setErrors((current) => ({ ...current, consent: undefined }));
            }}
            label={SIGN_CONSENT(what)}
            error={errors.consent}
          />
          {confirmDeposit ? (
            <ConsentBox
              id={depositId}
              inputRef={depositRef}
              checked={deposit}
              onChange={(checked) => {
                setDeposit(checked);
                setErrors((current) => ({ ...current, confirmLargeDeposit: undefined }));
              }}
              label={DEPOSIT_CONFIRMATION}
              error={errors.confirmLargeDeposit}
            />
          ) : null}
          <Box textStyle="xs" color="fg.muted">
            Your signature records your name, the time, your IP address, your browser and the SHA-256 fingerprint of the exact document you sign.
          </Box>
        </Stack>
      </form>
    </FormDialog>
  );
}
