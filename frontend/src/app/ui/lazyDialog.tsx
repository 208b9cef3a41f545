import { Suspense, lazy, useState, type ComponentType, type ReactElement } from 'react';

/**
 * A dialog whose code (its form, Formik, the validation schema) loads when it first opens rather than with
 * its screen, so a screen's start and hydration no longer evaluate forms nobody has opened. `isOpen` reads
 * the open state from the dialog's own props. Once opened it stays mounted, so it closes with its animation
 * and gives the focus back as before; until then it renders nothing, on the server as in the browser.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): (props: P) => ReactElement | null {
  const Dialog = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
