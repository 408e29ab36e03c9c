import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdviceBlock } from './advice-block';

describe('AdviceBlock', () => {
  it('is titled « Petite précision » by default and starts collapsed', () => {
    render(<AdviceBlock>Votre IBAN figure sur votre RIB.</AdviceBlock>);
    const toggle = screen.getByRole('button', { name: 'Petite précision' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Votre IBAN figure sur votre RIB.')).not.toBeVisible();
  });

  it('expands and collapses', async () => {
    const user = userEvent.setup();
    render(<AdviceBlock title="Où trouver mon PDL ?">Sur votre facture.</AdviceBlock>);
    const toggle = screen.getByRole('button', { name: 'Où trouver mon PDL ?' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Sur votre facture.')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('can start open, and has an error variant', () => {
    render(
      <AdviceBlock defaultOpen variant="error" title="Attention">
        Ce code a expiré.
      </AdviceBlock>,
    );
    expect(screen.getByRole('button', { name: 'Attention' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ce code a expiré.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Attention' }).closest('[data-variant]')).toHaveAttribute(
      'data-variant',
      'error',
    );
  });
});
