import { zodResolver } from '@hookform/resolvers/zod';
import { type AddressMode, createAddressSchema, emptyAddress } from '@voltaire/domain';
import { useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import {
  AddressFields,
  type AddressFieldsProps,
  addressFromValues,
} from '../../../ui/address/address-fields';
import { Form } from '../../../ui/form/form';
import { SubmitButton } from '../../../ui/form/submit-button';
import type { GallerySection } from '../gallery-section';
import { GalleryState } from '../gallery-state';
import styles from './sections.module.css';

type DemoProps = Omit<AddressFieldsProps, 'mode' | 'onModeChange'> & {
  name: string;
  defaultValues?: FieldValues;
  validateOnMount?: boolean;
};

/** A form hosting the group; it validates with domain's createAddressSchema for the mode shown. */
function AddressDemo({ name, defaultValues, validateOnMount = false, ...props }: DemoProps) {
  const initialMode: AddressMode =
    props.allowSearchFill === false
      ? 'manual'
      : props.allowManualFill === false
        ? 'search'
        : (props.defaultMode ?? 'search');
  const [mode, setMode] = useState<AddressMode>(initialMode);
  const [sent, setSent] = useState<string | null>(null);
  const schema = createAddressSchema({
    mode,
    zipAndCityOnly: props.zipAndCityOnly ?? false,
    consentFindPoint: props.consentFindPoint ?? false,
  });
  const form = useForm<FieldValues>({
    resolver: zodResolver<FieldValues, unknown, FieldValues>(schema),
    mode: 'onTouched',
    defaultValues: { ...emptyAddress(), ...defaultValues },
  });
  return (
    <>
      <Form
        form={form}
        aria-label={name}
        validateOnMount={validateOnMount}
        onSubmit={(values) => setSent(JSON.stringify(addressFromValues(values), null, 2))}
      >
        <AddressFields {...props} mode={mode} onModeChange={setMode} />
        <SubmitButton>Valider l’adresse</SubmitButton>
      </Form>
      {sent ? (
        <figure>
          <figcaption>Valeurs envoyées&#x202F;: {name}</figcaption>
          <pre className={styles.result}>{sent}</pre>
        </figure>
      ) : null}
    </>
  );
}

function AddressSection() {
  return (
    <>
      <GalleryState
        title="Recherche (par défaut), avec saisie manuelle et accord pour le point de livraison"
        note="Tapez au moins 4 caractères (par exemple « 12 rue de la Roquette ») : la recherche part 500 ms après la dernière frappe. L’adresse n’est valide qu’une fois une proposition choisie ; effacer la recherche vide tous les champs."
      >
        <AddressDemo name="Adresse du logement" consentFindPoint />
      </GalleryState>
      <GalleryState title="Saisie manuelle seule, code postal et commune seulement">
        <AddressDemo name="Commune du logement" allowSearchFill={false} zipAndCityOnly />
      </GalleryState>
      <GalleryState
        title="Recherche seule, limitée au code postal 75011"
        note="Sans lien « Je ne trouve pas mon adresse » ; les propositions sont filtrées par code postal et code INSEE."
      >
        <AddressDemo
          name="Adresse à Paris 11e"
          allowManualFill={false}
          searchFilter={{ zipCode: '75011', inseeCode: '75111' }}
        />
      </GalleryState>
      <GalleryState
        title="Données d’un ancien format"
        note="Les anciennes clés insee_code, number, street et zip_code sont retirées des valeurs envoyées."
      >
        <AddressDemo
          name="Adresse reprise"
          defaultMode="manual"
          validateOnMount
          defaultValues={{
            streetNumber: '12',
            streetName: 'Rue de la Roquette',
            zipCode: '75011',
            city: 'Paris 11e Arrondissement',
            inseeCode: '75111',
            insee_code: '75111',
            number: '12',
            street: 'Rue de la Roquette',
            zip_code: '75011',
          }}
        />
      </GalleryState>
    </>
  );
}

export const addressSection: GallerySection = { id: 'adresse', title: 'Adresse', Component: AddressSection };
