import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { CreateProjectMutation } from './operations';
import { PostProjectPage } from './PostProjectPage';
import { addPhotos } from './photoSelection';

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
});

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>, title = 'Kitchen refresh in Leslieville') {
  await user.type(screen.getByRole('textbox', { name: /Project Title/ }), title);
  await user.type(screen.getByRole('textbox', { name: /Project Description/ }), 'New cabinets, quartz counters and a tile backsplash.');
  await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Kitchen Renovation');
  await user.selectOptions(screen.getByRole('combobox', { name: /Budget Range/ }), '$25,000 - $50,000');
  await user.selectOptions(screen.getByRole('combobox', { name: /Timeline/ }), 'Within 3 months');
  await user.type(screen.getByRole('textbox', { name: /Your Name/ }), 'Priya Shah');
}

it('starts with the spec defaults and keeps submit disabled until the required fields are filled', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<PostProjectPage />);
  expect(screen.getByRole('textbox', { name: /Location/ })).toHaveValue('Toronto, ON');
  expect(screen.getByRole('combobox', { name: /Urgency/ })).toHaveValue('medium');
  expect(screen.getByRole('option', { name: 'Medium - Normal priority' })).toBeInTheDocument();
  expect(screen.getByText('Your project will be reviewed and published within 24 hours.')).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: /Post Project/ });
  expect(submit).toBeDisabled();
  await fillRequired(user);
  expect(submit).toBeEnabled();
  await user.clear(screen.getByRole('textbox', { name: /Location/ }));
  expect(submit).toBeDisabled();
});

it('toasts Missing Information when a required field holds only spaces', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<PostProjectPage />);
  await fillRequired(user, '   ');
  await user.click(screen.getByRole('button', { name: /Post Project/ }));
  expect(await screen.findByText('Missing Information')).toBeInTheDocument();
  expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
  expect(await screen.findByText('Project title is required')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Project Title/ })).toHaveFocus());
});

it('drops photos beyond 10 with a visible notice, and rejects other file types', async () => {
  const user = userEvent.setup({ delay: null, applyAccept: false });
  renderWithApp(<PostProjectPage />);
  const input = screen.getByLabelText('Add project photos');
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
};

it('posts the project, toasts success and resets the form', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<PostProjectPage />, {
    mocks: [
      {
        request: { query: CreateProjectMutation, variables: { input: createInput } },
        result: { data: { createProject: { __typename: 'Project', id: '7', title: createInput.title, status: 'OPEN', imageUrls: ['/api/placeholder/800/600'] } } },
      },
    ],
  });
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: /Post Project/ }));
  expect(await screen.findByText('Project Posted Successfully!')).toBeInTheDocument();
  expect(screen.getByText('Your project is now available for contractors to view and bid on.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Project Title/ })).toHaveValue(''));
});

it('toasts the failure with the server message', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<PostProjectPage />, {
    mocks: [
      {
        request: { query: CreateProjectMutation, variables: { input: createInput } },
        result: { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { title: 'Project title is required' } } }] },
      },
    ],
  });
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: /Post Project/ }));
  expect(await screen.findByText('Error')).toBeInTheDocument();
  expect(screen.getByText('Failed to post project. Please try again. Project title is required')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Project Title/ })).toHaveValue('Kitchen refresh in Leslieville');
});
