import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './DataView.stories';

const { Loading, Failure, Empty, Success, Refreshing, FailureAboveContent, Framed } = composeStories(stories);

describe('DataView', () => {
  it('shows the placeholder, with its label, while nothing has loaded yet', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Finding pros...');
    expect(screen.getByText('Finding pros...')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('No pros match your search')).not.toBeInTheDocument();
  });

  it('keeps showing what it has while a refresh runs', () => {
    render(<Refreshing />);
    expect(screen.getByText('Lakeshore Decks Inc.')).toBeInTheDocument();
    expect(screen.queryByText('Finding pros...')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry when nothing has loaded', async () => {
    render(<Failure />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the pros");
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    expect(screen.getByRole('heading', { level: 2, name: "We couldn't load the pros" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(Failure.args.onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes its own failure description and heading level', () => {
    render(<Failure errorDescription="The server is busy." errorHeadingLevel="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: "We couldn't load the pros" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server is busy.');
  });

  it('keeps showing what it has when a refresh fails', () => {
    render(<Refreshing loading={false} error={new Error('offline')} />);
    expect(screen.getByText('Lakeshore Decks Inc.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state for an answer with nothing in it', () => {
    render(<Empty />);
    expect(screen.getByRole('heading', { name: 'No pros match your search' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the empty state, or nothing, when there is no answer and no failure (e.g. a skipped query)', () => {
    const { unmount } = render(<Loading loading={false} />);
    expect(screen.getByRole('heading', { name: 'No pros match your search' })).toBeInTheDocument();
    unmount();
    const { container } = render(<Loading loading={false} empty={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the data', () => {
    render(<Success />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lakeshore Decks Inc.', 'Halton Outdoor Builders', 'Danforth Kitchen Co.']);
    expect(screen.queryByText('No pros match your search')).not.toBeInTheDocument();
  });

  it('can show a failure above what the view has without the server, with a retry', async () => {
    render(<FailureAboveContent />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the newest pros");
    expect(alert).toHaveTextContent('The pros listed below are still available.');
    expect(screen.getByText('Lakeshore Decks Inc.')).toBeInTheDocument();
    expect(alert.compareDocumentPosition(screen.getByRole('list')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(FailureAboveContent.args.onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholder or the empty state under a failure placed above', () => {
    const { unmount } = render(<FailureAboveContent data={undefined} loading />);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the newest pros");
    expect(screen.getByText('Finding pros...')).toBeInTheDocument();
    unmount();
    render(<FailureAboveContent data={{ names: [] }} />);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the newest pros");
    expect(screen.getByRole('heading', { name: 'No pros match your search' })).toBeInTheDocument();
  });

  it('places nothing above the view when nothing failed', () => {
    render(<FailureAboveContent error={undefined} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Lakeshore Decks Inc.')).toBeInTheDocument();
  });

  it('frames the placeholder and the failure, saying which it frames', () => {
    const frame = jest.fn(Framed.args.frame);
    const { unmount } = render(<Framed frame={frame} />);
    expect(screen.getByRole('link', { name: 'Back to the pros' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Finding pros...');
    expect(frame).toHaveBeenLastCalledWith(expect.anything(), 'loading');
    unmount();

    render(<Framed frame={frame} loading={false} error={new Error('offline')} />);
    expect(screen.getByRole('link', { name: 'Back to the pros' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the pros");
    expect(frame).toHaveBeenLastCalledWith(expect.anything(), 'failure');
  });

  it('leaves the data and the empty state out of the frame', () => {
    const { unmount } = render(<Framed loading={false} data={{ names: ['Sam Lee'] }} />);
    expect(screen.getByText('Sam Lee')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the pros' })).not.toBeInTheDocument();
    unmount();
    render(<Framed loading={false} data={{ names: [] }} />);
    expect(screen.getByRole('heading', { name: 'No pros match your search' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the pros' })).not.toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
