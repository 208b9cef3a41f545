import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react/toast';
import { registerToastRegion } from './toastRegion';

/** The product's single toast store; `<Toaster />` (inside `DesignSystemProvider`) renders it. */
export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 4,
});

export type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading';

export interface ShowToastOptions {
  /** Short headline, e.g. 'Project Posted Successfully!'. */
  title: string;
  /** Supporting sentence, e.g. 'We'll get back to you within 24 hours.'. */
  description?: string;
  /**
   * Tone of the toast; 'error' is the red one for a failure ("destructive").
   * @default 'info'
   */
  type?: ToastType;
  /**
   * Milliseconds before it closes; errors stay a little longer.
   * @default 5000 (8000 for errors)
   */
  duration?: number;
}

/** Shows a toast and returns its id (usable with `toaster.dismiss(id)`). */
export function showToast({ title, description, type = 'info', duration }: ShowToastOptions): string {
  return toaster.create({
    title,
    description,
    type,
    duration: duration ?? (type === 'error' ? 8000 : 5000),
    closable: true,
  });
}

/** Renders the toasts created with `showToast` / `toaster`. Mounted once by `DesignSystemProvider`. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {/* Full opacity: Chakra dims descriptions to 0.8, which takes white on the error and success colours under 4.5:1. */}
              {toast.description ? <Toast.Description opacity="1">{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

registerToastRegion(Toaster);
