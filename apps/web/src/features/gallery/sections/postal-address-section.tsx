import { zodResolver } from '@hookform/resolvers/zod';
import { CitySchema, InseeCodeSchema, PostalCodeSchema } from '@voltaire/domain';
import { useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '../../../ui/form/form';
import { SubmitButton } from '../../../ui/form/submit-button';
import { PostalAddressFields } from '../../../ui/postal-address/postal-address-fields';
import type { GallerySection } from '../gallery-section';
import { GalleryState } from '../gallery-state';
import styles from './sections.module.css';

const PostalAddressSchema = z.object({
  zipCode: PostalCodeSchema,
  city: CitySchema,
  inseeCode: InseeCodeSchema,
});

function PostalAddressDemo({
  name,
  prefix,
  defaultValues,
}: {
  name: string;
  prefix?: string;
  defaultValues: FieldValues;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const schema = prefix
    ? z.object({ [prefix.replace(/\.$/, '')]: PostalAddressSchema })
    : PostalAddressSchema;
  const form = useForm<FieldValues>({
    resolver: zodResolver<FieldValues, unknown, FieldValues>(schema),
    mode: 'onTouched',
    defaultValues,
  });
  return (
    <>
      <Form form={form} aria-label={name} onSubmit={(values) => setSent(JSON.stringify(values, null, 2))}>
        <PostalAddressFields {...(prefix ? { prefix } : {})} />
        <SubmitButton>Valider</SubmitButton>
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

function PostalAddressSection() {
  return (
    <>
      <GalleryState
        title="Vide"
        note="Essayez 75011 (une seule commune, choisie d’office) ou 20000 (Ajaccio ou Lecci, à choisir). Une recherche sans réponse vide la liste sans message."
      >
        <PostalAddressDemo
          name="Code postal et commune"
          defaultValues={{ zipCode: '', city: '', inseeCode: '' }}
        />
      </GalleryState>
      <GalleryState
        title="Valeurs initiales avec un code INSEE"
        note="La liste commence par la commune enregistrée, puis la recherche du code postal la complète."
      >
        <PostalAddressDemo
          name="Commune enregistrée"
          defaultValues={{ zipCode: '20000', city: 'Lecci', inseeCode: '2A139' }}
        />
      </GalleryState>
      <GalleryState
        title="Imbriqué sous un préfixe"
        note="Les champs s’appellent facturation.zipCode, facturation.city…"
      >
        <PostalAddressDemo
          name="Adresse de facturation"
          prefix="facturation."
          defaultValues={{ facturation: { zipCode: '', city: '', inseeCode: '' } }}
        />
      </GalleryState>
    </>
  );
}

export const postalAddressSection: GallerySection = {
  id: 'code-postal-commune',
  title: 'Code postal et commune',
  Component: PostalAddressSection,
};
