import { useState } from 'react';
import { Captcha, type CaptchaState } from '../../../ui/captcha/captcha';
import type { GallerySection } from '../gallery-section';
import { GalleryState, GalleryValue } from '../gallery-state';

function CaptchaSection() {
  const [payload, setPayload] = useState<string | null>(null);
  const [state, setState] = useState<CaptchaState>('unverified');
  return (
    <GalleryState
      title="ALTCHA auto-hébergé"
      note="Preuve de travail calculée dans le navigateur ; aucun appel à un tiers. La valeur repasse à vide en cas d’erreur ou d’expiration."
    >
      <Captcha onChange={setPayload} onStateChange={setState} />
      <GalleryValue label="État" value={state} />
      <GalleryValue label="Valeur" value={payload ? `${payload.slice(0, 24)}…` : null} />
    </GalleryState>
  );
}

export const captchaSection: GallerySection = { id: 'captcha', title: 'Captcha', Component: CaptchaSection };
