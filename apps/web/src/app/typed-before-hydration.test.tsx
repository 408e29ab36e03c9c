import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { readTypedFields, replayTypedFields } from './typed-before-hydration';

function ContactForm() {
  const [postalCode, setPostalCode] = useState('');
  const [energy, setEnergy] = useState('electricity');
  const [consent, setConsent] = useState(false);
  return (
    <form>
      <label>
        Code postal
        <input name="zipCode" value={postalCode} onChange={(event) => setPostalCode(event.target.value)} />
      </label>
      {['electricity', 'gas'].map((value) => (
        <label key={value}>
          {value}
          <input
            type="radio"
            name="energy"
            value={value}
            checked={energy === value}
            onChange={() => setEnergy(value)}
          />
        </label>
      ))}
      <label>
        Accord
        <input
          type="checkbox"
          name="consent"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
      </label>
      <output>{`${postalCode}|${energy}|${consent}`}</output>
    </form>
  );
}

function RegisteredForm() {
  const { register, watch } = useForm({ defaultValues: { zipCode: '' } });
  return (
    <form>
      <input aria-label="Code postal" {...register('zipCode')} />
      <output>{watch('zipCode')}</output>
    </form>
  );
}

describe('what a visitor typed before the page was hydrated', () => {
  let container: HTMLElement;
  afterEach(() => container.remove());

  function serverDrawnPage() {
    container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm />);
    document.body.append(container);
    return {
      postalCode: container.querySelector<HTMLInputElement>('input[name="zipCode"]'),
      gas: container.querySelector<HTMLInputElement>('input[value="gas"]'),
      consent: container.querySelector<HTMLInputElement>('input[name="consent"]'),
    };
  }

  it('is read from the fields whose value or check differs from the server’s', () => {
    const { postalCode, gas } = serverDrawnPage();
    expect(readTypedFields(container)).toEqual([]);
    if (!postalCode || !gas) throw new Error('champs absents');
    postalCode.value = '7501';
    gas.checked = true;
    expect(readTypedFields(container)).toEqual([
      { form: 0, name: 'zipCode', value: '7501' },
      { form: 0, name: 'energy', value: 'gas', checked: true },
    ]);
  });

  it('reaches the components once hydrated, as if typed then', async () => {
    const { postalCode, gas, consent } = serverDrawnPage();
    if (!postalCode || !gas || !consent) throw new Error('champs absents');
    postalCode.value = '75011';
    gas.checked = true;
    consent.checked = true;
    const typed = readTypedFields(container);
    await act(async () => {
      hydrateRoot(container, <ContactForm />);
    });
    await act(async () => replayTypedFields(container, typed));
    expect(container.querySelector('output')?.textContent).toBe('75011|gas|true');
    expect(postalCode.value).toBe('75011');
  });

  it('survives a form library that sets its default values at mount', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<RegisteredForm />);
    document.body.append(container);
    const postalCode = container.querySelector('input');
    if (!postalCode) throw new Error('champ absent');
    postalCode.value = '69003';
    const typed = readTypedFields(container);
    await act(async () => {
      hydrateRoot(container, <RegisteredForm />);
    });
    await act(async () => replayTypedFields(container, typed));
    expect(postalCode.value).toBe('69003');
    expect(container.querySelector('output')?.textContent).toBe('69003');
  });
});
