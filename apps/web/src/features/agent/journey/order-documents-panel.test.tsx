import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../../app/app-services';
import { createHttpClient } from '../../../app/http-client';
import { envelope, envelopeError, fakeApi } from '../../../test/fake-api';
import { createFakeLogCapture } from '../../../test/render-route';
import { OrderDocumentsPanel } from './order-documents-panel';

const ORDER_ID = '55555555-5555-4555-8555-555555555555';
const DOCUMENT = {
  id: '66666666-6666-4666-8666-666666666666',
  orderId: ORDER_ID,
  kind: 'identity',
  kindLabel: 'Pièce d’identité',
  fileName: 'cni.pdf',
  contentType: 'application/pdf',
  size: 2048,
  sha256: 'a'.repeat(64),
  uploadedBy: 'vad@voltaire.demo',
  uploadedAt: '2026-11-25T09:00:00.000Z',
  url: `/api/vad/documents/66666666-6666-4666-8666-666666666666`,
};

function renderPanel(upload: () => { status?: number; body: unknown }) {
  const api = fakeApi({
    [`GET /api/vad/orders/${ORDER_ID}/documents`]: { body: envelope({ documents: [] }) },
    'POST /api/vad/file-upload': upload,
  });
  render(
    <AppServicesProvider
      services={{ http: createHttpClient({ fetch: api.fetch }), logCapture: createFakeLogCapture() }}
    >
      <OrderDocumentsPanel orderId={ORDER_ID} />
    </AppServicesProvider>,
  );
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('the door-to-door documents panel', () => {
  it('joins a document to the sale and lists it with its link', async () => {
    const user = userEvent.setup();
    renderPanel(() => ({ body: envelope(DOCUMENT) }));
    expect(await screen.findByText('Aucun document joint.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(/^Fichier/),
      new File(['%PDF-1.4'], 'cni.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Joindre le document' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pièce d’identité « cni.pdf » jointe à la vente.',
    );
    expect(screen.getByRole('link', { name: 'cni.pdf' })).toHaveAttribute('href', DOCUMENT.url);
  });

  it('refuses a file of another type before sending it, and shows the server’s refusal', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = renderPanel(() => ({
      status: 400,
      body: envelopeError('UPLOAD_TYPE_MISMATCH', 'Le contenu du fichier ne correspond pas à son extension.'),
    }));
    const input = screen.getByLabelText(/^Fichier/);
    await user.upload(input, new File(['MZ'], 'setup.exe'));
    await user.click(screen.getByRole('button', { name: 'Joindre le document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Format de fichier non accepté/);
    expect(input).toHaveFocus();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.upload(input, new File(['PNG'], 'facture.pdf'));
    await user.click(screen.getByRole('button', { name: 'Joindre le document' }));
    expect(
      await screen.findByText('Le contenu du fichier ne correspond pas à son extension.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
