import type { FragmentType } from '@apollo/client';
import { VISIT_LIMITS, VISIT_MESSAGES, formatDateTime } from '@marketplace/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../testing/renderWithApp';
import type { SiteVisits_VisitFragment } from '../../gql/graphql';
import { axe } from '../../test/axe';
import { viewerMock, viewerNode } from '../session/testing';
import { SiteVisits, SiteVisits_visit } from './SiteVisits';

const OPTIONS = ['2027-03-02T14:00:00.000Z', '2027-03-03T21:30:00.000Z'];

/** A visit the contractor proposed for a bathroom in Leslieville, as the homeowner reads it. */
function visit(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SiteVisit',
    id: '7',
    status: 'PROPOSED',
    statusLabel: 'Times proposed',
    options: OPTIONS,
    startsAt: null,
    durationMinutes: 45,
    address: null,
    suggestedAddress: '88 Kenilworth Avenue, Toronto, ON M4L 3S4',
    note: null,
    cancelReason: null,
    cancelledBy: null,
    cancelledByMarketplace: false,
    noShowBy: null,
    noShowWithdrawnNote: null,
    icsUrl: '/api/visits/7/ics',
    contractorName: 'Beaches Renovation Co.',
    homeownerFirstName: 'Aisha',
    viewerCan: { __typename: 'VisitPermissions', pick: true, askOtherTimes: true, reschedule: false, cancel: true, markNoShow: false },
    ...overrides,
  };
}

const render = (data: ReturnType<typeof visit>, canPropose = false) =>
  renderWithApp(<SiteVisits projectId="5" visits={[{ __typename: 'SiteVisit', id: data.id } as unknown as { id: string } & FragmentType<SiteVisits_VisitFragment>]} canPropose={canPropose} refetchQueries={[]} />, {
    fragments: [{ fragment: SiteVisits_visit, fragmentName: 'SiteVisits_visit', data }],
    mocks: [viewerMock(viewerNode('HOMEOWNER'))],
  });

it('shows the homeowner the proposed times with her steps, and the pick starts from the agreement’s address', async () => {
  const user = userEvent.setup({ delay: null });
  const { container } = render(visit());
  const region = await screen.findByRole('region', { name: 'Site visits' });
  expect(within(region).getByText('Times proposed')).toBeInTheDocument();
  for (const option of OPTIONS) expect(within(region).getByText(formatDateTime(option, 'long'))).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Pick a time' })).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Ask for other times' })).toBeInTheDocument();
  expect(within(region).queryByRole('button', { name: 'Propose new times' })).not.toBeInTheDocument();
  expect(within(region).getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', expect.stringMatching(/\/api\/visits\/7\/ics$/));
  expect(await axe(container)).toHaveNoViolations();
  await user.click(within(region).getByRole('button', { name: 'Pick a time' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pick a visit time' });
  expect(within(dialog).getByRole('textbox', { name: /Address of the visit/ })).toHaveValue('88 Kenilworth Avenue, Toronto, ON M4L 3S4');
  expect(within(dialog).getByRole('combobox', { name: 'Time' })).toHaveValue(OPTIONS[0]);
});

it('shows a confirmed visit with its address, and a contractor’s missed visit', async () => {
  render(visit({ status: 'CONFIRMED', statusLabel: 'Confirmed', startsAt: OPTIONS[1], address: '88 Kenilworth Avenue, Toronto, ON M4L 3S4', viewerCan: { __typename: 'VisitPermissions', pick: false, askOtherTimes: true, reschedule: false, cancel: true, markNoShow: true } }));
  const region = await screen.findByRole('region', { name: 'Site visits' });
  expect(within(region).getByText(`${formatDateTime(OPTIONS[1], 'long')} · 45 minutes`)).toBeInTheDocument();
  expect(within(region).getByText('88 Kenilworth Avenue, Toronto, ON M4L 3S4')).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Ask for another time' })).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Mark as a no-show' })).toBeInTheDocument();
});

it('reads honestly when GTA Home Pros cancelled a visit or withdrew a no-show mark', async () => {
  const none = { __typename: 'VisitPermissions', pick: false, askOtherTimes: false, reschedule: false, cancel: false, markNoShow: false };
  const { unmount } = render(
    visit({ status: 'CANCELLED', statusLabel: 'Cancelled', cancelledByMarketplace: true, cancelReason: 'A safety concern was reported about the property; we are looking into it.', viewerCan: none }),
  );
  let region = await screen.findByRole('region', { name: 'Site visits' });
  expect(within(region).getByText('Cancelled by GTA Home Pros: A safety concern was reported about the property; we are looking into it.')).toBeInTheDocument();
  unmount();
  render(
    visit({
      status: 'NO_SHOW_WITHDRAWN',
      statusLabel: 'No-show withdrawn',
      startsAt: OPTIONS[0],
      noShowBy: 'CONTRACTOR',
      noShowWithdrawnNote: 'The contractor sent time-stamped photos of arriving at 10:02.',
      viewerCan: none,
    }),
  );
  region = await screen.findByRole('region', { name: 'Site visits' });
  expect(within(region).getByText('No-show withdrawn')).toBeInTheDocument();
  expect(within(region).getByText('No-show withdrawn by GTA Home Pros: The contractor sent time-stamped photos of arriving at 10:02.')).toBeInTheDocument();
  expect(within(region).queryByText(/was marked as not having come/)).not.toBeInTheDocument();
});

it('loads the note dialogs when first opened, each checking its note: a cancellation needs its reason, asking for times does not', async () => {
  const user = userEvent.setup({ delay: null });
  render(visit());
  const region = await screen.findByRole('region', { name: 'Site visits' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(within(region).getByRole('button', { name: 'Cancel the visit' }));
  const cancel = await screen.findByRole('dialog', { name: 'Cancel the visit' });
  await user.click(within(cancel).getByRole('button', { name: 'Cancel the visit' }));
  expect(await within(cancel).findByText(VISIT_MESSAGES.reason)).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel the visit' })).not.toBeInTheDocument());

  await user.click(within(region).getByRole('button', { name: 'Ask for other times' }));
  const ask = await screen.findByRole('dialog', { name: 'Ask for other times' });
  expect(within(ask).getByRole('textbox', { name: 'Note to the contractor (optional)' })).toHaveValue('');
  await user.click(within(ask).getByRole('textbox', { name: 'Note to the contractor (optional)' }));
  await user.paste('x'.repeat(VISIT_LIMITS.note + 1));
  await user.click(within(ask).getByRole('button', { name: 'Ask' }));
  expect(await within(ask).findByText(VISIT_MESSAGES.noteTooLong)).toBeInTheDocument();
});
