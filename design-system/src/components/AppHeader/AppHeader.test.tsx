import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoA11yViolations } from '../../test/stories';
import * as stories from './AppHeader.stories';

const { Home, WithBack, Sticky, WithAccountSlot } = composeStories(stories);

/**
 * Runs `test` with the browser's idle callbacks held: `idle()` runs the one the header asked for (the menu's
 * code loading), when the test says. The stubs are put back afterwards, after the test has unmounted.
 */
async function whileIdleIsHeld(test: (idle: () => void) => Promise<void>): Promise<void> {
  const { requestIdleCallback, cancelIdleCallback } = window;
  let task: (() => void) | undefined;
  window.requestIdleCallback = ((next: () => void) => {
    task = next;
    return 1;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => {};
  try {
    await test(() => task?.());
  } finally {
    window.requestIdleCallback = requestIdleCallback;
    window.cancelIdleCallback = cancelIdleCallback;
  }
}

describe('AppHeader', () => {
  // The menu's code loads when the browser is idle (a 300 ms timer in jsdom, which has no idle callbacks)
  // or at the first press on the button. Idle never comes here, so it loads only at a press, inside the
  // test's act(): on a busy machine the timer fired in the middle of other tests (an axe audit), and the
  // menu's swap was a state update outside act().
  const { requestIdleCallback, cancelIdleCallback } = window;
  beforeAll(() => {
    window.requestIdleCallback = (() => 1) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = () => {};
  });
  afterAll(() => {
    window.requestIdleCallback = requestIdleCallback;
    window.cancelIdleCallback = cancelIdleCallback;
  });

  it('is a banner with brand, Services, For Contractors, theme, contact and Get Quote', () => {
    render(<Home />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'GTA Home Pros, home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    expect(within(header).getByRole('link', { name: 'For Contractors' })).toHaveAttribute('href', '/contractor-dashboard');
    expect(within(header).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(within(header).getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/post-project');
    expect(within(header).getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  });

  it('shows the current page name and the five page links in the menu', async () => {
    const user = userEvent.setup();
    render(<Home />);
    const trigger = screen.getByRole('button', { name: 'Page menu, current page: Home' });
    expect(trigger).toHaveTextContent('Home');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Our Projects', 'Request Quote', 'My Favorites', 'Contact Us']);
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/', '/projects', '/post-project', '/favorites', '/contact']);
    expect(items[0]).toHaveAttribute('aria-current', 'page');
  });

  it('opens the menu for a press that lands after its code arrived but before the real menu was drawn', async () => {
    await whileIdleIsHeld(async (idle) => {
      const { unmount } = render(<Home />);
      const standIn = screen.getByRole('button', { name: 'Page menu, current page: Home' });
      await act(async () => {
        idle(); // the browser is idle: the menu's code loads
        await import('./PageMenuPopup');
        await new Promise((resolve) => setTimeout(resolve, 0)); // it has arrived; the swap is not drawn yet
        fireEvent.click(standIn);
      });
      expect(await screen.findByRole('menu')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Page menu, current page: Home' })).toHaveAttribute('aria-expanded', 'true');
      unmount(); // while the stubbed idle callbacks are still in place
    });
  });

  it('has the page links in its HTML as a list the button opens by itself', () => {
    const { container } = render(<Home />);
    const button = screen.getByRole('button', { name: 'Page menu, current page: Home' });
    const list = container.querySelector<HTMLElement>('[popover]');
    expect(list).not.toBeNull();
    expect(button).toHaveAttribute('popovertarget', list!.id);
    expect(list!.tagName).toBe('NAV'); // site navigation, named
    expect(list).toHaveAttribute('aria-label', 'Pages');
    expect([...list!.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/', '/projects', '/post-project', '/favorites', '/contact']);
    expect(within(list!).getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute('aria-current', 'page');
  });

  describe('where the browser has popovers', () => {
    // jsdom has none: the list's open state, showPopover and hidePopover stand in for the browser's.
    let open: Set<Element>;
    beforeEach(() => {
      open = new Set();
      Object.defineProperty(HTMLElement.prototype, 'popover', { configurable: true, value: 'auto', writable: true });
      HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
        open.add(this);
        this.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
      };
      HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
        open.delete(this);
        this.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'closed' }));
      };
      const matches = Element.prototype.matches;
      jest.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
        return selector === ':popover-open' ? open.has(this) : matches.call(this, selector);
      });
    });
    afterEach(() => {
      jest.restoreAllMocks();
      delete (HTMLElement.prototype as Partial<HTMLElement>).popover;
      delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
      delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
    });

    it('is the list itself: the button says whether it is open, and no scripted menu loads', async () => {
      await whileIdleIsHeld(async (idle) => {
        const { container, unmount } = render(<Home />);
        const list = container.querySelector<HTMLElement>('[popover]')!;
        const button = screen.getByRole('button', { name: 'Page menu, current page: Home', expanded: false });
        await userEvent.click(button); // the browser opens the list itself (popovertarget); the app adds nothing
        act(() => list.showPopover());
        expect(button).toHaveAttribute('aria-expanded', 'true');
        act(() => idle());
        expect(screen.queryByRole('menu')).toBeNull();
        expect(container.querySelector('[popover]')).toBe(list);
        act(() => list.hidePopover());
        expect(button).toHaveAttribute('aria-expanded', 'false');
        unmount();
      });
    });

    it('moves focus among the links with the arrow keys, Home and End, and closes when a link is followed', async () => {
      const onNavigate = jest.fn();
      const { container } = render(<Home onNavigate={onNavigate} />);
      const list = container.querySelector<HTMLElement>('[popover]')!;
      act(() => list.showPopover());
      const links = within(list).getAllByRole('link', { hidden: true }); // display: none in jsdom, which knows no :popover-open
      links[0]!.focus();
      fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
      expect(links[1]).toHaveFocus();
      fireEvent.keyDown(links[1]!, { key: 'ArrowUp' });
      fireEvent.keyDown(links[0]!, { key: 'ArrowUp' });
      expect(links[4]).toHaveFocus();
      fireEvent.keyDown(links[4]!, { key: 'Home' });
      expect(links[0]).toHaveFocus();
      fireEvent.keyDown(links[0]!, { key: 'End' });
      expect(links[4]).toHaveFocus();
      fireEvent.click(links[1]!);
      expect(onNavigate).toHaveBeenCalledWith('/projects');
      expect(open.has(list)).toBe(false);
      expect(screen.getByRole('button', { name: 'Page menu, current page: Home' })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('shows Back when asked and reports presses', async () => {
    render(<WithBack />);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(WithBack.args.onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /current page: Project Details/ })).toBeInTheDocument();
  });

  it('places the account slot right after the theme toggle', () => {
    render(<WithAccountSlot />);
    const toggle = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(toggle.nextElementSibling).toBe(screen.getByRole('button', { name: 'Account menu for Priya Sharma' }));
  });

  it('toggles the theme', async () => {
    render(<Sticky />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  itHasNoA11yViolations(composeStories(stories));
});
