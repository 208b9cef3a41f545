import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_MESSAGES } from '@marketplace/shared';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { axe } from '../../test/axe';
import { viewerMock, viewerNode } from '../../app/session/testing';
import { MessageThreadPage } from './MessageThreadPage';
import { MarkThreadReadMutation, MessageThreadQuery, ShareContactDetailsMutation } from './operations';

const PATH = '/proposals/11/messages';
const ROUTE = '/proposals/:id/messages';

function threadNode(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'MessageThread' as const,
    id: '11',
    viewerRole: 'HOMEOWNER' as const,
    unreadCount: 0,
    contactRevealed: false,
    contactSharedAt: null,
    viewerCan: { __typename: 'ThreadPermissions' as const, send: true, shareContact: true },
    homeowner: { __typename: 'ThreadParticipant' as const, role: 'HOMEOWNER' as const, name: 'Marcus' },
    contractor: { __typename: 'ThreadParticipant' as const, role: 'CONTRACTOR' as const, name: 'Lakeshore Decks Inc.' },
    project: { __typename: 'Project' as const, id: '5', title: 'Backyard Deck and Interlock Patio in Oakville' },
    proposal: {
      __typename: 'Proposal' as const,
      id: '11',
      status: 'PENDING' as const,
      bidAmount: '$25,000 - $30,000',
      contractorEmail: null,
      contractorPhone: null,
      homeownerContact: { __typename: 'HomeownerContact' as const, name: 'Marcus Lee', email: 'marcus.lee@example.ca', phone: '416-555-0199' },
      agreement: null,
    },
    messages: { __typename: 'MessagePage' as const, hasEarlier: false, nodes: [] as unknown[] },
    ...overrides,
  };
}

const threadMock = (thread: object | null) => ({
  request: { query: MessageThreadQuery, variables: { proposalId: '11', last: 50 } },
  result: { data: { messageThread: thread } },
  maxUsageCount: 5,
});

it('asks a signed-out visitor to sign in and come back to the thread', async () => {
  const { container } = renderWithApp(<MessageThreadPage />, { path: PATH, routePath: ROUTE, mocks: [viewerMock(null)] });
  expect(await screen.findByRole('heading', { name: 'Sign in to see your messages' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent(PATH)}`);
  expect(await axe(container)).toHaveNoViolations();
});

it('shows an empty thread, keeps contact details private and lets the homeowner share theirs', async () => {
  const user = userEvent.setup({ delay: null });
  const shared = {
    request: { query: ShareContactDetailsMutation, variables: { proposalId: '11' } },
    result: {
      data: {
        shareContactDetails: {
          __typename: 'Proposal' as const,
          id: '11',
          contractorEmail: 'bids@lakeshoredecks.ca',
          contractorPhone: '905-555-0142',
          homeownerContact: { __typename: 'HomeownerContact' as const, name: 'Marcus Lee', email: 'marcus.lee@example.ca', phone: '416-555-0199' },
          messageThread: {
            __typename: 'MessageThread' as const,
            id: '11',
            contactRevealed: true,
            contactSharedAt: '2030-03-04T15:00:00.000Z',
            viewerCan: { __typename: 'ThreadPermissions' as const, send: true, shareContact: false },
          },
        },
      },
    },
  };
  const { container } = renderWithApp(<MessageThreadPage />, {
    path: PATH,
    routePath: ROUTE,
    mocks: [viewerMock(viewerNode('HOMEOWNER')), threadMock(threadNode()), shared],
  });
  const [title, ...rest] = MESSAGE_MESSAGES.empty.split('. ');
  expect(await screen.findByRole('heading', { name: `${title}.` })).toBeInTheDocument();
  expect(screen.getByText(rest.join('. '))).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Backyard Deck and Interlock Patio in Oakville' })).toBeInTheDocument();
  const contact = screen.getByRole('region', { name: "Contractor's contact details" });
  expect(within(contact).getByText(/appear here once you accept the proposal or share your contact details/)).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();

  // The composer uses the server's messages.
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(MESSAGE_MESSAGES.body)).toBeInTheDocument();

  await user.click(within(contact).getByRole('button', { name: 'Share my contact details' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Share your contact details with Lakeshore Decks Inc.?' });
  expect(dialog).toHaveTextContent('marcus.lee@example.ca');
  expect(dialog).toHaveTextContent('416-555-0199');
  await user.click(within(dialog).getByRole('button', { name: 'Share my contact details' }));
  await waitFor(() => expect(within(contact).getByRole('link', { name: 'bids@lakeshoredecks.ca' })).toHaveAttribute('href', 'mailto:bids@lakeshoredecks.ca'));
  expect(within(contact).getByText('You shared your contact details: Lakeshore Decks Inc. can see your e-mail and phone.')).toBeInTheDocument();
  expect(within(contact).queryByRole('button', { name: 'Share my contact details' })).not.toBeInTheDocument();
});

it('lists messages oldest first with sender, time and photos, and hides the composer from staff', async () => {
  const messages = {
    __typename: 'MessagePage' as const,
    hasEarlier: false,
    nodes: [
      { __typename: 'Message' as const, id: '1', body: 'Does your price include the permit?', images: [], photos: [], fromViewer: false, sentAt: '2030-03-04T14:05:00.000Z', sender: { __typename: 'ThreadParticipant' as const, role: 'HOMEOWNER' as const, name: 'Marcus' } },
      {
        __typename: 'Message' as const,
        id: '2',
        body: 'Yes, and disposal too.',
        images: ['/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp'],
        photos: [
          {
            __typename: 'ResponsivePhoto' as const,
            url: '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp',
            srcset: '/api/uploads/480/0f8fad5b-d9cb-469f-a165-70867728950e.webp 480w, /api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp 1600w',
          },
        ],
        fromViewer: false,
        sentAt: '2030-03-04T15:30:00.000Z',
        sender: { __typename: 'ThreadParticipant' as const, role: 'CONTRACTOR' as const, name: 'Lakeshore Decks Inc.' },
      },
    ],
  };
  const { container } = renderWithApp(<MessageThreadPage />, {
    path: PATH,
    routePath: ROUTE,
    mocks: [viewerMock(viewerNode('OPERATOR')), threadMock(threadNode({ viewerRole: null, viewerCan: { __typename: 'ThreadPermissions', send: false, shareContact: false }, messages }))],
  });
  const list = await screen.findByRole('list', { name: 'Messages' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Marcus');
  expect(items[0]).toHaveTextContent('Mar 4, 2030');
  expect(items[1]).toHaveTextContent('Yes, and disposal too.');
  // The 80 px thumbnail offers the stored sizes, so a phone loads the 480 px one, not the 1600 px photo.
  expect(within(items[1]).getByRole('img', { name: 'Photo 1 from Lakeshore Decks Inc.' })).toHaveAttribute('srcset', expect.stringContaining('/api/uploads/480/'));
  expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  expect(screen.getByText(/only the homeowner and the contractor write in it/)).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

it('uploads photos chosen for a message as private files and previews them through the private address', async () => {
  const user = userEvent.setup({ delay: null });
  const name = '6f1c2b9e-8a4d-4c3e-9b7a-2d5e8f0a1b3c-1600x1200.webp';
  // jsdom has no Response: the parts of one uploadPhotos reads.
  const upload = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, status: 201, json: async () => ({ files: [{ name, url: `/api/uploads/private/${name}` }] }) }));
  const original = globalThis.fetch;
  globalThis.fetch = upload as unknown as typeof fetch;
  try {
    renderWithApp(<MessageThreadPage />, { path: PATH, routePath: ROUTE, mocks: [viewerMock(viewerNode('HOMEOWNER')), threadMock(threadNode())] });
    await user.upload(await screen.findByLabelText('Attach photos'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'window-well.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Photo 1 to send' })).toHaveAttribute('src', `/api/uploads/private/${name}`);
    // One request, to the private upload: no visitor pass, nothing under the public address.
    expect(upload.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([['/api/uploads?access=private', 'POST']]);
  } finally {
    globalThis.fetch = original;
  }
});

it('shows a placeholder, then a failure with a retry when the thread cannot load', async () => {
  const user = userEvent.setup({ delay: null });
  const request = { query: MessageThreadQuery, variables: { proposalId: '11', last: 50 } };
  renderWithApp(<MessageThreadPage />, {
    path: PATH,
    routePath: ROUTE,
    mocks: [viewerMock(viewerNode('HOMEOWNER')), { request, error: new Error('Network down') }, threadMock(threadNode())],
  });
  // Found while the thread loads; the failure may replace it before the next line runs, so it is not checked again.
  await screen.findByText('Loading the conversation...');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { level: 2, name: "We couldn't load the conversation" })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Please check your connection and try again.');
  await user.click(within(alert).getByRole('button', { name: /try again/i }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Backyard Deck and Interlock Patio in Oakville' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says a thread the viewer may not read is private, with no retry', async () => {
  renderWithApp(<MessageThreadPage />, {
    path: PATH,
    routePath: ROUTE,
    mocks: [
      viewerMock(viewerNode('CONTRACTOR')),
      { request: { query: MessageThreadQuery, variables: { proposalId: '11', last: 50 } }, result: { errors: [{ message: 'Not yours', extensions: { code: 'FORBIDDEN' } }] } },
    ],
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'This conversation is private' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
});

it('says when a proposal has no thread', async () => {
  renderWithApp(<MessageThreadPage />, { path: PATH, routePath: ROUTE, mocks: [viewerMock(viewerNode('HOMEOWNER')), threadMock(null)] });
  expect(await screen.findByRole('heading', { level: 2, name: 'No message thread for this proposal' })).toBeInTheDocument();
  expect(screen.getByText(MESSAGE_MESSAGES.noThread)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Conversation' })).toBeInTheDocument();
});

it('marks a thread with unread messages read once it shows', async () => {
  const marked = jest.fn(() => ({ data: { markThreadRead: { __typename: 'MessageThread' as const, id: '11', unreadCount: 0 } } }));
  renderWithApp(<MessageThreadPage />, {
    path: PATH,
    routePath: ROUTE,
    mocks: [viewerMock(viewerNode('HOMEOWNER')), threadMock(threadNode({ unreadCount: 2 })), { request: { query: MarkThreadReadMutation, variables: { proposalId: '11' } }, result: marked }],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Backyard Deck and Interlock Patio in Oakville' })).toBeInTheDocument();
  await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
});
