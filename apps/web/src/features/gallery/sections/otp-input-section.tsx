import { SIGNING_OTP } from '@voltaire/domain';
import { useState } from 'react';
import { OtpInput } from '../../../ui/otp-input/otp-input';
import type { GallerySection } from '../gallery-section';
import { GalleryState, GalleryValue } from '../gallery-state';

function OtpInputSection() {
  const [code, setCode] = useState('');
  return (
    <>
      <GalleryState
        title="4 chiffres (par défaut)"
        note="Chiffres seulement ; coller un code remplit toutes les cases."
      >
        <OtpInput value={code} onChange={setCode} />
        <GalleryValue value={code} />
      </GalleryState>
      <GalleryState title={`${SIGNING_OTP.digits} chiffres (signature)`}>
        <OtpInput label="Code de signature" digits={SIGNING_OTP.digits} />
      </GalleryState>
      <GalleryState title="En erreur">
        <OtpInput
          label="Code reçu par SMS"
          defaultValue="12"
          errorMessage="Le code doit comporter 4 chiffres."
        />
      </GalleryState>
    </>
  );
}

export const otpInputSection: GallerySection = {
  id: 'code-a-usage-unique',
  title: 'Code à usage unique',
  Component: OtpInputSection,
};
