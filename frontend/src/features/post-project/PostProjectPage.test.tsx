import { fill } from '../../app/testing/fill';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { CreateProjectMutation } from './operations';
import { RequestedProQuery } from '../../app/pros/useRequestedPro';
import { InviteToQuoteMutation } from '../../app/pros/mutations/useInviteToQuote';
import { PostProjectPage } from './PostProjectPage';
import { IN_REVIEW_MESSAGE } from './mutations/usePostProject';
import { addPhotos } from './photoSelection';
import { viewerMock, viewerNode } from '../../app/session/testing';
import { axe } from '../../test/axe';

const visitor = viewerMock(null);

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
});

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** The project's own required fields (what a signed-in homeowner fills in). */
async function fillProject(user: ReturnType<typeof userEvent.setup>, title = 'Kitchen refresh in Leslieville') {
  await fill(user, screen.getByRole('textbox', { name: /Project Title/ }), title);
  await fill(user, screen.getByRole('textbox', { name: /Project Description/ }), 'New cabinets, quartz counters and a tile backsplash.');
  await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Kitchen Renovation');
  await user.selectOptions(screen.getByRole('combobox', { name: /Budget Range/ }), '$25,000 - $50,000');
  await user.selectOptions(screen.getByRole('combobox', { name: /Timeline/ }), 'Within 3 months');
}

/** Every required field of a visitor's post. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>, title = 'Kitchen refresh in Leslieville') {
  await fillProject(user, title);
  await fill(user, screen.getByRole('textbox', { name: /Your Name/ }), 'Priya Shah');
  await fill(user, screen.getByRole('textbox', { name: /Your E-mail/ }), 'priya.shah@example.ca');
}

it('starts with the form defaults (location Toronto, ON; medium urgency) and keeps submit disabled until the required fields are filled', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<PostProjectPage />, { mocks: [visitor] });
  expect(await screen.findByRole('textbox', { name: /Location/ })).toHaveValue('Toronto, ON');
  expect(screen.getByRole('combobox', { name: /Urgency/ })).toHaveValue('medium');
  expect(screen.getByRole('option', { name: 'Medium - Normal priority' })).toBeInTheDocument();
  expect(screen.getByText('Your project will be reviewed and published within 24 hours.')).toBeInTheDocument();
  const submit = await screen.findByRole('button', { name: /Post Project/ });
  expect(submit).toBeDisabled();
  await fillRequired(user);
  expect(submit).toBeEnabled();
  // Signed out, the e-mail that confirms the post is required too.
  await user.clear(screen.getByRole('textbox', { name: /Your E-mail/ }));
  expect(submit).toBeDisabled();
  await fill(user, screen.getByRole('textbox', { name: /Your E-mail/ }), 'priya.shah@example.ca');
  expect(submit).toBeEnabled();
  await user.clear(screen.getByRole('textbox', { name: /Location/ }));
  expect(submit).toBeDisabled();
});

it('toasts Missing Information when a required field holds only spaces', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<PostProjectPage />, { mocks: [visitor] });
  await screen.findByRole('textbox', { name: /Your E-mail/ });
  await fillRequired(user, '   ');
  await user.click(screen.getByRole('button', { name: /Post Project/ }));
  expect(await screen.findByText('Missing Information')).toBeInTheDocument();
  expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
  expect(await screen.findByText('Project title is required')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Project Title/ })).toHaveFocus());
});

it('drops photos beyond 10 with a visible notice, and rejects other file types', async () => {
  const user = userEvent.setup({ delay: null, applyAccept: false });
  renderWithApp(<PostProjectPage />, { mocks: [visitor] });
  const input = await screen.findByLabelText('Add project photos');
  await user.upload(input, Array.from({ length: 12 }, (_, index) => png(`photo-${index + 1}.png`)));
  expect(screen.getByTestId('file-drop-zone-notice')).toHaveTextContent('You can add up to 10 photos. 2 extra photos were not added.');
  expect(screen.getAllByRole('img', { name: /Preview of photo-/ })).toHaveLength(10);
  expect(screen.getByText('10 of 10 photos selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove photo-1.png' }));
  expect(screen.getAllByRole('img', { name: /Preview of photo-/ })).toHaveLength(9);
  await user.upload(input, [new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' })]);
  expect(screen.getByTestId('file-drop-zone-notice')).toHaveTextContent('quote.pdf: only PNG, JPG, GIF up to 10MB each.');
});

it('keeps the 10 MB limit', () => {
  const big = new File([], 'huge.jpg', { type: 'image/jpeg' });
  Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
  expect(addPhotos([], [big])).toEqual({ accepted: [], notices: ['huge.jpg: larger than 10MB.'] });
});

const createInput = {
  title: 'Kitchen refresh in Leslieville',
  description: 'New cabinets, quartz counters and a tile backsplash.',
  category: 'Kitchen Renovation',
  budget: '$25,000 - $50,000',
  timeline: 'Within 3 months',
  urgency: 'MEDIUM' as const,
  homeowner: 'Priya Shah',
  location: 'Toronto, ON',
  images: [],
  requirements: [],
  email: 'priya.shah@example.ca',
};

it('posts the project, toasts success and resets the form', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<PostProjectPage />, {
    mocks: [
      visitor,
      {
        request: { query: CreateProjectMutation, variables: { input: createInput } },
        result: {
          data: { createProject: { __typename: 'Project', id: '7', title: createInput.title, status: 'OPEN', visibility: 'UNCONFIRMED', imageUrls: ['/api/placeholder/800/600'] } },
        },
      },
    ],
  });
  await screen.findByRole('textbox', { name: /Your E-mail/ });
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: /Post Project/ }));
  expect(await screen.findByText('Project Posted Successfully!')).toBeInTheDocument();
  const next =
    "We've e-mailed a link to priya.shah@example.ca. Open it within 15 minutes to confirm your address. Our team then reviews your project and publishes it within 24 hours; we'll e-mail you when contractors can bid on it.";
  // In the toast, and on the page where it stays.
  expect(screen.getAllByText(next).length).toBeGreaterThanOrEqual(2);
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Project Title/ })).toHaveValue(''));
});

it('toasts the failure with the server message', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<PostProjectPage />, {
    mocks: [
      visitor,
      {
        request: { query: CreateProjectMutation, variables: { input: createInput } },
        result: { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { title: 'Project title is required' } } }] },
      },
    ],
  });
  await screen.findByRole('textbox', { name: /Your E-mail/ });
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: /Post Project/ }));
  expect(await screen.findByText('Error')).toBeInTheDocument();
  expect(screen.getByText('Failed to post project. Please try again. Project title is required')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Project Title/ })).toHaveValue('Kitchen refresh in Leslieville');
});

it('signed in: no e-mail field, the name comes from the account, and the post goes to review', async () => {
  const user = userEvent.setup({ delay: null });
  const { email: _email, ...signedInInput } = createInput;
  const { container } = renderWithApp(<PostProjectPage />, {
    mocks: [
      viewerMock(viewerNode('HOMEOWNER', { name: 'Priya Shah', email: 'priya.shah@example.ca' })),
      {
        request: { query: CreateProjectMutation, variables: { input: signedInInput } },
        result: {
          data: { createProject: { __typename: 'Project', id: '8', title: createInput.title, status: 'OPEN', visibility: 'IN_REVIEW', imageUrls: ['/api/placeholder/800/600'] } },
        },
      },
    ],
  });
  expect(await screen.findByTestId('posting-as')).toHaveTextContent('Posting as Priya Shah (priya.shah@example.ca)');
  expect(screen.queryByRole('textbox', { name: /Your E-mail/ })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Your Name/ })).toHaveValue('Priya Shah');
  expect(await axe(container)).toHaveNoViolations();
  await fillProject(user, createInput.title);
  await user.click(screen.getByRole('button', { name: /Post Project/ }));
  // The toast region loads with the first toast: allow it time on a busy machine.
  expect(await screen.findByText('Project Posted Successfully!', {}, { timeout: 5000 })).toBeInTheDocument();
  // In the toast, and on the page where it stays.
  await waitFor(() => expect(screen.getAllByText(IN_REVIEW_MESSAGE).length).toBeGreaterThanOrEqual(2));
  // The homeowner may choose pros to invite now: the directory opens on the project's trade and city.
  expect(screen.getByRole('link', { name: 'Choose pros to invite' })).toHaveAttribute('href', '/pros?trade=renovation&city=toronto&invite=8');
});

it("a quote requested from a pro's card: the pro is named before posting and invited once the project is posted", async () => {
  const user = userEvent.setup({ delay: null });
  const { email: _email, ...signedInInput } = createInput;
  renderWithApp(<PostProjectPage />, {
    path: '/post-project?pro=u-pro',
    mocks: [
      viewerMock(viewerNode('HOMEOWNER', { name: 'Priya Shah', email: 'priya.shah@example.ca' })),
      { request: { query: RequestedProQuery, variables: { id: 'u-pro' } }, result: { data: { contractorProfile: { __typename: 'ContractorProfile', id: 'u-pro', businessName: 'Lakeshore Decks Inc.' } } } },
      {
        request: { query: CreateProjectMutation, variables: { input: signedInInput } },
        result: { data: { createProject: { __typename: 'Project', id: '8', title: createInput.title, status: 'OPEN', visibility: 'IN_REVIEW', imageUrls: [] } } },
      },
      {
        request: { query: InviteToQuoteMutation, variables: { projectId: '8', contractorId: 'u-pro' } },
        result: { data: { inviteToQuote: { __typename: 'Project', id: '8', visibility: 'IN_REVIEW', viewerCan: { __typename: 'ProjectPermissions', invitePros: true }, invitations: [] } } },
      },
    ],
  });
  expect(await screen.findByText(/You are asking Lakeshore Decks Inc\. for a quote: once your project is posted, they are invited/)).toBeInTheDocument();
  await fillProject(user, createInput.title);
  await user.click(screen.getByRole('button', { name: /Post Project/ }));
  expect(await screen.findByText('Lakeshore Decks Inc. is invited', {}, { timeout: 5000 })).toBeInTheDocument();
});

it('checks the e-mail of a signed-out post', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<PostProjectPage />, { mocks: [visitor] });
  await screen.findByRole('textbox', { name: /Your E-mail/ });
  await fillRequired(user);
  await user.clear(screen.getByRole('textbox', { name: /Your E-mail/ }));
  await fill(user, screen.getByRole('textbox', { name: /Your E-mail/ }), 'priya@');
  await user.click(screen.getByRole('button', { name: /Post Project/ }));
  expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
});
