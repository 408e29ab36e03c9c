import { render, screen, within } from '@testing-library/react';
import type { OrderQuote, Quote } from '@voltaire/domain';
import { describe, expect, it } from 'vitest';
import { PriceSummary } from './price-summary';
import { orderWith, QUOTE } from './subscription-test-support';

const panel = () => screen.getByRole('complementary', { name: 'Votre prix' });
const GREEN: Quote = { ...(QUOTE as Quote), offerId: 'elec-verte', offerName: 'Électricité Verte' };

describe('the price panel', () => {
  it('before any offer, says the price comes at step 3 instead of asking to choose one', () => {
    render(<PriceSummary order={orderWith(['housing'])} cart={null} />);
    expect(panel()).toHaveTextContent(
      'Votre prix s’affiche à l’étape 3, dès que vous choisissez votre offre.',
    );
    expect(panel()).not.toHaveTextContent(/Choisissez une offre pour voir votre prix/);
  });

  it('on step 3, shows the offer being chosen with its quote, before it is saved', () => {
    render(<PriceSummary order={orderWith(['housing', 'deliveryPoint'])} cart={null} preview={GREEN} />);
    expect(within(panel()).getByText('Électricité Verte')).toBeInTheDocument();
    expect(panel()).toHaveTextContent(/Mensualité conseillée53,00\s€\/mois/);
    expect(panel()).toHaveTextContent(/18,33\s€ d’économie par an par rapport au tarif réglementé/);
  });

  it('a newly chosen offer replaces the saved one in the panel', () => {
    const cart = { prices: QUOTE, firstYearTotalCents: 99_900 } as unknown as OrderQuote;
    render(
      <PriceSummary
        order={orderWith(['housing', 'deliveryPoint', 'situation'])}
        cart={cart}
        preview={GREEN}
      />,
    );
    expect(within(panel()).getByText('Électricité Verte')).toBeInTheDocument();
    expect(panel()).toHaveTextContent(/Total estimé la première année626,03\s€/);
  });
});
