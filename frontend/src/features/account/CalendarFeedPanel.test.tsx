import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { axe } from '../../test/axe';
import { CalendarFeedPanel, CalendarFeedQuery, CreateCalendarFeedMutation, RevokeCalendarFeedMutation } from './CalendarFeedPanel';

const status = (active: boolean) => ({
  request: { query: CalendarFeedQuery },
  result: { data: { calendarFeed: { __typename: 'CalendarFeedStatus', active, createdAt: active ? '2027-01-08T15:00:00.000Z' : null, lastReadAt: null } } },
});
const url = 'https://gtahomepros.ca/api/calendar/cal3ndarFeedS3cretForTheMatrix_0.ics';

it('makes a private address shown once, with the webcal link, and turns the feed off after a confirmation', async () => {
  const user = userEvent.setup();
  const { container } = renderWithApp(<CalendarFeedPanel />, {
    mocks: [
      status(false),
      { request: { query: CreateCalendarFeedMutation }, result: { data: { createCalendarFeed: { __typename: 'CalendarFeedAddress', url, webcalUrl: url.replace('https:', 'webcal:'), createdAt: '2027-01-08T15:00:00.000Z' } } } },
      status(true),
      { request: { query: RevokeCalendarFeedMutation }, result: { data: { revokeCalendarFeed: true } } },
      status(false),
    ],
  });
  expect(await screen.findByText('Your feed is off.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Make my calendar address' }));
  expect(await screen.findByText(url)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', url.replace('https:', 'webcal:'));
  expect(await axe(container)).toHaveNoViolations();
  await user.click(screen.getByRole('button', { name: 'I have added it' }));
  expect(screen.queryByText(url)).not.toBeInTheDocument();
  expect(await screen.findByText(/Your feed is on since/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Turn the feed off' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Turn your calendar feed off?' }).catch(() => screen.findByRole('dialog', { name: 'Turn your calendar feed off?' }));
  await user.click(within(dialog).getByRole('button', { name: 'Turn it off' }));
  expect(await screen.findByText('Your feed is off.')).toBeInTheDocument();
});
