import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMPLAINT_CONFIG,
  CONTACT_THEMES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TYPES,
} from '@voltaire/domain';
import { describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../app/app-services';
import { createHttpClient } from '../../app/http-client';
import { envelope, envelopeError, fakeApi } from '../../test/fake-api';
import { createFakeLogCapture } from '../../test/render-route';
import { solveCaptcha } from '../../test/solve-captcha';
import type { ContactFormConfig } from './cases-api';
import { UploadRefused } from './cases-api';
import { ContactCaseForm } from './contact-case-form';

const CONFIG: ContactFormConfig = {
  themes: [...CONTACT_THEMES],
  attachments: {
    maxFiles: UPLOAD_MAX_FILES,
    maxBytes: UPLOAD_MAX_BYTES,
    types: UPLOAD_TYPES.map((t) => ({ ...t, extensions: [...t.extensions] })),
  },
  complaint: { ...COMPLAINT_CONFIG, themeIds: [...COMPLAINT_CONFIG.themeIds] },
};

function renderForm(routes: Parameters<typeof fakeApi>[0], upload = vi.fn()) {
  const api = fakeApi(routes);
  render(
    <AppServicesProvider
      services={{ http: createHttpClient({ fetch: api.fetch }), logCapture: createFakeLogCapture() }}
    >
      <h2 id="ecrire-titre">Écrire au service client</h2>
      <ContactCaseForm config={CONFIG} captchaWidget={() => Promise.resolve()} upload={upload} />
    </AppServicesProvider>,
  );
  return { api, upload };
}

describe('ContactCaseForm', () => {
  it('asks for the fields of the chosen theme and sends the case with its attachments', {
    timeout: 20_000,
  }, async () => {
    // The browser's `accept` filter is only a hint: a file dropped anyway is checked by the domain's rule.
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi
      .fn()
      .mockResolvedValueOnce({
        id: '6f1c2a9e-8d1b-4c1e-9a41-1c2d3e4f5a01',
        filename: 'facture.pdf',
        contentType: 'application/pdf',
        size: 2_048,
      })
      .mockRejectedValueOnce(
        new UploadRefused(['« photo.png » : Le contenu du fichier ne correspond pas à son extension.']),
      );
    const { api } = renderForm(
      {
        'POST /api/node/v1/sfdc/case': {
          status: 201,
          body: envelope({
            id: '6f1c2a9e-8d1b-4c1e-9a41-1c2d3e4f5a02',
            number: 'C2025-000042',
            status: 'new',
          }),
        },
      },
      upload,
    );
    expect(screen.queryByLabelText(/Référence client/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/Sujet de votre demande/), 'facture');
    expect(
      screen.getByText('Comprendre une facture, un échéancier ou un remboursement.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Référence client/)).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByLabelText(/PDL ou de PCE/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Madame' }));
    await user.type(screen.getByLabelText(/Prénom/), 'Jeanne');
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'jeanne@example.fr');
    await user.type(screen.getByLabelText(/Référence client/), 'CL123456');
    await user.type(screen.getByLabelText(/Votre message/), 'Ma facture de mai est trop élevée.');
    await user.upload(screen.getByLabelText('Pièces jointes'), [
      new File(['%PDF-1.7'], 'facture.pdf', { type: 'application/pdf' }),
      new File(['png'], 'photo.png', { type: 'image/png' }),
      new File(['MZ'], 'outil.exe', { type: 'application/octet-stream' }),
    ]);
    expect(await screen.findByRole('listitem')).toHaveTextContent('facture.pdf');
    expect(
      screen.getByText('« photo.png » : Le contenu du fichier ne correspond pas à son extension.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^« outil\.exe » : Format de fichier non accepté\. Formats acceptés\s: pdf, jpg, jpeg, png, heic, heif\.$/,
      ),
    ).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);

    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: /Envoyer ma demande/ }));
    const status = await screen.findByRole('status', {}, { timeout: 5_000 });
    await waitFor(() => expect(status).toHaveTextContent('C2025-000042'));
    const sent = api.requests.find((request) => request.path === '/api/node/v1/sfdc/case')?.body;
    expect(sent).toMatchObject({
      themeId: 'facture',
      civility: 'Mme',
      customerReference: 'CL123456',
      attachmentIds: ['6f1c2a9e-8d1b-4c1e-9a41-1c2d3e4f5a01'],
      captcha: 'cGF5bG9hZA==',
    });
  });

  it('shows the server’s refusal on its field', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderForm({
      'POST /api/node/v1/sfdc/case': {
        status: 400,
        body: envelopeError('VALIDATION_ERROR', 'Adresse e-mail invalide', 'email'),
      },
    });
    await user.selectOptions(screen.getByLabelText(/Sujet de votre demande/), 'autre');
    await user.click(screen.getByRole('radio', { name: 'Monsieur' }));
    await user.type(screen.getByLabelText(/Prénom/), 'Paul');
    await user.type(screen.getByLabelText(/^Nom/), 'Durand');
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'paul@example.fr');
    await user.type(screen.getByLabelText(/Votre message/), 'Bonjour');
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: /Envoyer ma demande/ }));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveAttribute('aria-invalid', 'true');
  });
});
