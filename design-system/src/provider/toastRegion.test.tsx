import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { registerToastRegion, ToastRegion } from './toastRegion';

describe('ToastRegion', () => {
  it('renders nothing until the toaster module registers its region, then mounts the region', async () => {
    render(<ToastRegion />);
    expect(screen.queryByTestId('region')).toBeNull();
    await act(async () => registerToastRegion(() => <div data-testid="region" />));
    expect(screen.getByTestId('region')).toBeInTheDocument();
  });

  it('mounts a region the toaster module registered before it rendered, after its first render', async () => {
    let renders = 0;
    function Probe() {
      renders += 1;
      return <ToastRegion />;
    }
    registerToastRegion(() => <div data-testid="region" />); // kept from the first test where it ran
    // Not in the server's render, which hydration must match: the region comes after the first commit.
    expect(renderToString(<ToastRegion />)).toBe('');
    await act(async () => {
      render(<Probe />);
    });
    expect(screen.getByTestId('region')).toBeInTheDocument();
    expect(renders).toBe(1); // the region's mount re-rendered only ToastRegion
  });
});
