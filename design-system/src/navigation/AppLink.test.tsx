import { fireEvent, render, screen } from '@testing-library/react';
import { DesignSystemProvider } from '../provider/DesignSystemProvider';
import { LinkButton } from './AppLink';

describe('LinkButton', () => {
  it('is a link with no button type, which navigates in the app on a plain click only', () => {
    const onNavigate = jest.fn();
    render(
      <DesignSystemProvider withToaster={false}>
        <LinkButton href="/post-project" onNavigate={onNavigate}>
          Get Free Quote
        </LinkButton>
      </DesignSystemProvider>,
    );
    const link = screen.getByRole('link', { name: 'Get Free Quote' });
    expect(link).toHaveAttribute('href', '/post-project');
    expect(link).not.toHaveAttribute('type');
    fireEvent.click(link, { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/post-project');
  });
});
