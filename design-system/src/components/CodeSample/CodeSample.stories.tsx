import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CodeSample } from './CodeSample';

const meta = {
  title: 'Content/CodeSample',
  component: CodeSample,
  args: {
    label: 'curl',
    code: `curl -s https://gtahomepros.ca/graphql \\
  -H 'content-type: application/json' \\
  -H "X-Api-Key: $GTA_HOME_PROS_KEY" \\
  -d '{"query":"{ projects(first: 5, filter: { status: OPEN, category: \\"Plumbing\\" }) { totalCount nodes { id title budget location } } }"}'`,
    copy: fn(async () => undefined),
  },
} satisfies Meta<typeof CodeSample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A JavaScript example of several lines. */
export const JavaScript: Story = {
  args: {
    label: 'JavaScript (fetch)',
    code: `const response = await fetch('https://gtahomepros.ca/graphql', {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'X-Api-Key': process.env.GTA_HOME_PROS_KEY },
  body: JSON.stringify({ query: '{ siteFigures { verifiedPros projectsPosted } }' }),
});
const { data, errors } = await response.json();`,
  },
};

/** The clipboard refused (e.g. an insecure page): the reader is told to copy by hand. */
export const CopyFails: Story = { args: { copy: fn(async () => Promise.reject(new Error('denied'))) } };
