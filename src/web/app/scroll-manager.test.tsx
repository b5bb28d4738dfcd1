import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, useNavigate } from 'react-router';
import { ScrollManager } from './scroll-manager';

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

function App() {
  return (
    <MemoryRouter initialEntries={['/venues']}>
      <ScrollManager />
      <Link to="/venues/1">Venue one</Link>
      <Link to="/venues/1#book">Book it</Link>
      <BackButton />
      <div id="book">Booking form</div>
    </MemoryRouter>
  );
}

/** jsdom has no layout: the page's height and the window's scroll are ours to set. */
let pageHeight = 3000;
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('ScrollManager', () => {
  const scrollTo = vi.fn();
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    pageHeight = 3000;
    vi.stubGlobal('scrollTo', scrollTo);
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      get: () => pageHeight,
    });
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    scrollTo.mockReset();
  });

  it('starts a new page at the top and Back returns to where the person was', async () => {
    const user = userEvent.setup();
    render(<App />);
    scrolledTo(1800);
    await user.click(screen.getByRole('link', { name: 'Venue one' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    // The page comes back short (its data still loading): the restore waits for the height.
    pageHeight = 900;
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(scrollTo).not.toHaveBeenCalled();
    pageHeight = 3000;
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1800));
  });

  it('remembers a place scrolled to before the app took the page over', async () => {
    const user = userEvent.setup();
    // Scrolled while the server's page was still inert: its scroll event went unheard.
    Object.defineProperty(window, 'scrollY', { value: 2200, configurable: true });
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Venue one' }));
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 2200));
  });

  it('holds the place while the page above changes height, until the person scrolls', async () => {
    const user = userEvent.setup();
    render(<App />);
    scrolledTo(1800);
    await user.click(screen.getByRole('link', { name: 'Venue one' }));
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1800));

    // A section above arrives 4 px shorter than its placeholder: back to the same place.
    scrollTo.mockClear();
    pageHeight = 2996;
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1800));

    // The person scrolls (the height stays): their place wins from then on.
    scrolledTo(600);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    scrollTo.mockClear();
    pageHeight = 3100;
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes to the anchor a hash link names', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Book it' }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('Booking form'));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });
});
