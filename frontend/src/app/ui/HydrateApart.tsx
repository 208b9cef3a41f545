import { Suspense, type ReactNode } from 'react';

/**
 * Hydrates its children in a pass of their own, after the part of the page around them. A Suspense
 * boundary in the server's HTML is hydrated later than the tree around it and committed on its own, so its
 * components' first renders, their commit and their effects (Apollo's subscriptions, which React runs for a
 * whole commit in one task) are tasks apart from the rest of the screen's: a low-tier phone gets shorter
 * tasks, and Lighthouse's simulation drops the ones under 10 ms. Until then the server's HTML stays on
 * screen, and a press inside it hydrates it at once (React replays the press).
 * Nothing here suspends: in the browser after the first page, the children render as if it were not there.
 * Only where nothing above it changes before it has hydrated: a boundary not yet hydrated that receives new
 * children, or sits below a context whose value changes (React cannot tell whether anything inside reads it),
 * is hydrated at once, in one long task. Around the dashboard's cards (below its tab strip, whose state machine
 * starts as the page hydrates) it made one task of 65-155 ms at full speed (2026-12-01), with the cards' own
 * props unchanged: most likely a context above them.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
