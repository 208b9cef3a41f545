import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import type { ReactNode, RefObject } from 'react';

export interface FormDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** Dialog title, e.g. 'Submit Proposal'. */
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** The form body (fields). The app's Formik form goes here. */
  children: ReactNode;
  /** Buttons row (e.g. Cancel and a submit button with `form="proposal-form"`). */
  footer?: ReactNode;
  /**
   * Dialog width.
   * @default 'lg'
   */
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  /** Element focused on open (defaults to the first focusable field). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes when the dialog closes, when not back to the element that opened it (e.g. that
   * element went away with the item it acted on). Return null to keep the default.
   */
  finalFocusEl?: () => HTMLElement | null;
  /**
   * Close when the backdrop is clicked; off by default so a half-filled form is not lost.
   * @default false
   */
  closeOnInteractOutside?: boolean;
}

/** Modal shell for forms (Submit Proposal, Edit project). Body scrolls, header and footer stay. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'lg',
  initialFocusRef,
  closeOnInteractOutside = false,
  finalFocusEl,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={{ base: 'full', md: size }}
      scrollBehavior="inside"
      placement="center"
      closeOnInteractOutside={closeOnInteractOutside}
      initialFocusEl={initialFocusRef ? () => initialFocusRef.current : undefined}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="12">
              <Dialog.Title>{title}</Dialog.Title>
              {description ? <Dialog.Description color="fg.muted" textStyle="sm">{description}</Dialog.Description> : null}
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
