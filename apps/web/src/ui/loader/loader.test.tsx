import { render, screen } from '@testing-library/react';
import { LOADER_IMAGE_SIZE_PX } from '@voltaire/domain';
import { describe, expect, it } from 'vitest';
import { Loader } from './loader';

describe('Loader', () => {
  it('says « Chargement en cours » as a heading by default, announced as a status', () => {
    render(<Loader />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { name: 'Chargement en cours' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Chargement en cours');
  });

  it('shows its message as a paragraph with isText', () => {
    render(<Loader message="Recherche de votre adresse" isText />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Recherche de votre adresse').tagName).toBe('P');
  });

  it(`has a decorative animated image of ${LOADER_IMAGE_SIZE_PX} × ${LOADER_IMAGE_SIZE_PX}`, () => {
    render(<Loader />);
    const image = screen.getByRole('status').querySelector('svg');
    expect(image).toHaveAttribute('width', '60');
    expect(image).toHaveAttribute('height', '60');
    expect(image).toHaveAttribute('aria-hidden', 'true');
  });
});
