import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusOnNavigation } from './use-focus-on-navigation';

function Step({ name }: { name: string }) {
  const heading = useFocusOnNavigation(name);
  return (
    <main>
      <h1 ref={heading} tabIndex={-1}>
        Étape {name}
      </h1>
      <form aria-label={`Formulaire ${name}`}>
        <input aria-label={`Champ ${name}`} />
      </form>
    </main>
  );
}

function renderJourney() {
  const router = createMemoryRouter(
    [
      { path: '/un', element: <Step name="un" /> },
      { path: '/deux', element: <Step name="deux" /> },
    ],
    { initialEntries: ['/un'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('useFocusOnNavigation', () => {
  it('leaves the focus alone on the first load', async () => {
    renderJourney();
    await nextFrame();
    expect(screen.getByRole('heading', { name: 'Étape un' })).not.toHaveFocus();
  });

  it('moves the focus to the heading after a client-side navigation', async () => {
    const router = renderJourney();
    await act(() => router.navigate('/deux'));
    await nextFrame();
    expect(screen.getByRole('heading', { name: 'Étape deux' })).toHaveFocus();
  });

  it('keeps the place of a visitor who went into the form before the frame', async () => {
    const router = renderJourney();
    await act(() => router.navigate('/deux'));
    const field = screen.getByRole('textbox', { name: 'Champ deux' });
    act(() => field.focus());
    await nextFrame();
    expect(field).toHaveFocus();
  });
});
