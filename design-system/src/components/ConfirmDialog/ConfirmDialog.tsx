import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useRef } from 'react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, Cancel, close button, backdrop). */
  onOpenChange: (open: boolean) => void;
  /** Question, e.g. 'Delete this project?'. */
  title: string;
  /** Consequences, e.g. 'Bathroom refresh in Liberty Village and its proposals will be removed.'. */
  description?: ReactNode;
  /** More content under the description, e.g. a field for the reason of a rejection. */
  children?: ReactNode;
  /**
   * Label of the confirming button.
   * @default 'Confirm'
   */
  confirmLabel?: string;
  /**
   * Label of the cancelling button.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /** Called when the user confirms; close the dialog from here when done. */
  onConfirm: () => void;
  /**
   * 'danger' colours the confirm button red (deletes, cancellations).
   * @default 'default'
   */
  tone?: 'default' | 'danger';
  /**
   * Where focus goes when the dialog closes, when not back to the element that opened it (e.g. that
   * element went away with the item it acted on). Return null to keep the default.
   */
  finalFocusEl?: () => HTMLElement | null;
  /**
   * Spinner on the confirm button while the action runs.
   * @default false
   */
  isLoading?: boolean;
}

/**
 * Asks before an irreversible action. An `alertdialog` whose initial focus is
 * the Cancel button, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  tone = 'default',
  isLoading = false,
  finalFocusEl,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocusEl}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {description || children ? (
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                {description ? (
                  <Dialog.Description asChild>
                    <Text color="fg.muted">{description}</Text>
                  </Dialog.Description>
                ) : null}
                {children}
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" colorPalette="gray" onClick={() => onOpenChange(false)}>
                {cancelLabel}
              </Button>
              <Button colorPalette={tone === 'danger' ? 'red' : 'brand'} onClick={onConfirm} loading={isLoading} loadingText={confirmLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
