import type { AgreementRelation } from './lifecycle-agreement';

/**
 * Site visits (docs/visits.md), before and after the hire. The relations are the visit's: homeowner (the
 * project's homeowner), contractor (the contractor who proposes it: one who bid on the project or was invited
 * to; once proposed, that visit's contractor), operator (staff, who read every visit, cancel one for the marketplace and withdraw a no-show mark), system (the reminder job). 'new' is a
 * contractor with no live visit on the project (none yet, or the last one cancelled or missed).
 * - The contractor proposes up to three times; the homeowner picks one (confirmed) or asks for others.
 * - Either side moves it: the contractor by proposing new times (reschedule), the homeowner by asking for others.
 * - Either side cancels it, with a reason.
 * - After its time, either side marks the other a no-show (the service checks that the time has come);
 *   a contractor's no-shows count in their track record.
 * - Staff settle what a visit dispute is usually about: they cancel a live visit for the marketplace (with a
 *   reason both sides read, e.g. a safety concern reported), or withdraw a no-show mark (with a note, e.g. the
 *   contractor showed photos of arriving on time): a withdrawn no-show no longer counts in the track record.
 */
export type VisitState = 'new' | 'proposed' | 'other-times-asked' | 'confirmed' | 'cancelled' | 'no-show' | 'no-show-withdrawn';
export const VISIT_STATES = ['new', 'proposed', 'other-times-asked', 'confirmed', 'cancelled', 'no-show', 'no-show-withdrawn'] as const satisfies readonly VisitState[];
export const VISIT_STEPS = {
  propose: { from: ['new', 'cancelled', 'no-show', 'no-show-withdrawn'], to: 'proposed', by: ['contractor'] },
  pick: { from: ['proposed'], to: 'confirmed', by: ['homeowner'] },
  askOtherTimes: { from: ['proposed', 'confirmed'], to: 'other-times-asked', by: ['homeowner'] },
  reschedule: { from: ['proposed', 'other-times-asked', 'confirmed'], to: 'proposed', by: ['contractor'] },
  cancel: { from: ['proposed', 'other-times-asked', 'confirmed'], to: 'cancelled', by: ['homeowner', 'contractor'] },
  markNoShow: { from: ['confirmed'], to: 'no-show', by: ['homeowner', 'contractor'] },
  remind: { from: ['confirmed'], to: 'confirmed', by: ['system'] },
  /** Staff cancel a live visit for the marketplace, with a reason both sides read. */
  cancelAsOperator: { from: ['proposed', 'other-times-asked', 'confirmed'], to: 'cancelled', by: ['operator'] },
  /** Staff withdraw a no-show mark, with a note both sides read: it stops counting in the track record. */
  withdrawNoShow: { from: ['no-show'], to: 'no-show-withdrawn', by: ['operator'] },
} as const satisfies Record<string, { from: readonly VisitState[]; to: VisitState; by: readonly AgreementRelation[] }>;
export type VisitStepName = keyof typeof VISIT_STEPS;

/** A visit, its times and its invitation: its two sides and staff; the address only once confirmed (the service). */
export const VISIT_ACTIONS = {
  view: { by: ['homeowner', 'contractor', 'operator'] },
} as const satisfies Record<string, { by: readonly AgreementRelation[] }>;
