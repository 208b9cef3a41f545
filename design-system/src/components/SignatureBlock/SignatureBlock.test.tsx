import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './SignatureBlock.stories';

const composed = composeStories(stories);
const { NotSigned, SignedByTheHomeowner, SignedByBoth, CopyFails } = composed;

const HASH = 'bad247125dbcb0549d74a00d95b79a9dc0fc85ad0c85ae27be30486af8192b01';
const party = (name: 'Homeowner' | 'Contractor') => screen.getByRole('region', { name: `${name}’s signature` });

/** The signature record as [term, value] pairs. */
const record = (region: HTMLElement) => {
  const terms = within(region).getAllByRole('term').map((term) => term.textContent);
  const values = within(region).getAllByRole('definition').map((value) => value.textContent);
  return terms.map((term, index) => [term, values[index]]);
};

describe('SignatureBlock', () => {
  it('says "Not signed yet" for each party that has not signed, with no record', () => {
    render(<NotSigned />);
    for (const name of ['Homeowner', 'Contractor'] as const) {
      expect(within(party(name)).getByText('Not signed yet')).toBeInTheDocument();
      expect(within(party(name)).queryByRole('term')).not.toBeInTheDocument();
    }
    expect(within(party('Homeowner')).getByRole('heading', { name: 'Homeowner' })).toBeInTheDocument();
    expect(within(party('Contractor')).getByText('Signed for the business by Dana Lee, owner')).toBeInTheDocument();
  });

  it('shows the typed name, the drawn signature, when on Toronto’s clock, and the record', () => {
    render(<SignedByTheHomeowner />);
    const homeowner = party('Homeowner');
    expect(homeowner).toHaveTextContent('Signed as Priya Raman');
    expect(within(homeowner).getByRole('img', { name: 'Signature drawn by Priya Raman' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    // 23:12 UTC on April 18 is 7:12 p.m. in Toronto (EDT).
    expect(within(homeowner).getByText('Apr 18, 2026, 7:12 p.m.')).toHaveAttribute('dateTime', '2026-04-18T23:12:00.000Z');
    expect(record(homeowner)).toEqual([
      ['IP address', '203.0.113.24'],
      ['Device', expect.stringContaining('iPhone OS 18_5')],
      ['Document SHA-256', expect.stringContaining('bad24712…f8192b01')],
    ]);
    expect(within(homeowner).getByText('bad24712…f8192b01')).toHaveAttribute('title', HASH);
    expect(within(party('Contractor')).getByText('Not signed yet')).toBeInTheDocument();
  });

  it('copies the full hash of the signed document, and says so', async () => {
    render(<SignedByBoth />);
    await userEvent.click(within(party('Contractor')).getByRole('button', { name: 'Copy the full SHA-256 of the document Dana Lee signed' }));
    expect(SignedByBoth.args.copy).toHaveBeenCalledWith(HASH);
    expect(await within(party('Contractor')).findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(within(party('Contractor')).getByRole('button', { name: /Copy the full SHA-256/ })).toHaveTextContent('Copied');
    expect(within(party('Contractor')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the full value to select when the clipboard refuses', async () => {
    render(<CopyFails />);
    await userEvent.click(within(party('Homeowner')).getByRole('button', { name: /Copy the full SHA-256/ }));
    expect(await within(party('Homeowner')).findByText(/Copying failed/)).toBeInTheDocument();
    expect(within(party('Homeowner')).getByText(HASH)).toBeInTheDocument();
  });

  it('reaches the Copy buttons by keyboard', async () => {
    render(<SignedByBoth />);
    await userEvent.tab();
    expect(within(party('Homeowner')).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(SignedByBoth.args.copy).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(within(party('Contractor')).getByRole('button')).toHaveFocus();
  });

  itHasNoA11yViolations(composed);
});
