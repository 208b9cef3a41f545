import { DesignSystemProvider } from '@marketplace/design-system';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { DataView, EmptyState, type DataViewProps } from './dataStates';

type Pros = { names: string[] };

function renderView(props: Partial<DataViewProps<Pros>> = {}) {
  const onRetry = jest.fn();
  const view: ReactElement = (
    <DataView<Pros>
      data={undefined}
      loading={false}
      onRetry={onRetry}
      isEmpty={(pros) => pros.names.length === 0}
      placeholder={{ label: 'Loading the pros...', variant: 'list', count: 2 }}
      errorTitle="We couldn't load the pros"
      empty={<EmptyState title="No pros yet" />}
      {...props}
    >
      {(pros) => (
        <ul>
          {pros.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </DataView>
  );
  render(<DesignSystemProvider>{view}</DesignSystemProvider>);
  return { onRetry };
}

describe('DataView', () => {
  it('shows the placeholder, with its label, while nothing has loaded yet', () => {
    renderView({ loading: true });
    expect(screen.getByText('Loading the pros...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('No pros yet')).not.toBeInTheDocument();
  });

  it('keeps showing what it has while a refresh runs', () => {
    renderView({ loading: true, data: { names: ['Dana Kowalski'] } });
    expect(screen.getByText('Dana Kowalski')).toBeInTheDocument();
    expect(screen.queryByText('Loading the pros...')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry when nothing has loaded', async () => {
    const { onRetry } = renderView({ error: new Error('offline') });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the pros");
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    expect(screen.getByRole('heading', { level: 2, name: "We couldn't load the pros" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes its own failure description and heading level', () => {
    renderView({ error: new Error('offline'), errorDescription: 'The server is busy.', errorHeadingLevel: 'h3' });
    expect(screen.getByRole('heading', { level: 3, name: "We couldn't load the pros" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server is busy.');
  });

  it('keeps showing what it has when a refresh fails', () => {
    renderView({ error: new Error('offline'), data: { names: ['Dana Kowalski'] } });
    expect(screen.getByText('Dana Kowalski')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state for an answer with nothing in it', () => {
    renderView({ data: { names: [] } });
    expect(screen.getByText('No pros yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the data', () => {
    renderView({ data: { names: ['Dana Kowalski', 'Sam Lee'] } });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dana Kowalski', 'Sam Lee']);
    expect(screen.queryByText('No pros yet')).not.toBeInTheDocument();
  });
});
