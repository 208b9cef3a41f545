// The second of the entry's three evaluation tasks (src/main.tsx): the design system with Chakra UI,
// Emotion, Ark and Zag; the app's own modules (the router, Apollo, the shell) evaluate in the next task.
import { nextTask, prepareSystem } from '@marketplace/design-system';

/**
 * The Chakra system, a phase per task while the app's modules evaluate and the screen's code downloads,
 * instead of one long task in the first render. Should that fail, the first render makes it (and shows
 * the error screen if it fails again).
 */
export const systemPrepared = prepareSystem().catch(() => undefined);

await nextTask();
